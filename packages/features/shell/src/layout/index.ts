export { AppLayout } from './AppLayout';
export { Footer } from './Footer';
export { Navbar } from './Navbar';
export { SiteLogo } from './SiteLogo';
