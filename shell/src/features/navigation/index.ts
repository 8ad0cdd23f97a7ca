export { Navbar } from './components/navbar';
export { SiteFooter } from './components/site-footer';
