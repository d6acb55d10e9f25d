export { default } from '../../../react-spa/src/layouts/DefaultLayout.jsx'
