export { default } from '../../../react-spa/src/layouts/DashboardLayout.jsx'
