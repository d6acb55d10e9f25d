// The reference SPA's page, word for word: both apps show the same content.
export { default } from '../../../react-spa/src/pages/AboutUs.jsx'
