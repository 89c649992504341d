// Story fixtures other packages' stories share; kept out of the package's main entry, which ships in the app.
export { type PlainSiteStoryVariant, plainSiteStoryData } from './story-bootstrap-data';
