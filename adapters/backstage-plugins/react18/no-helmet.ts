// Stands in for react-helmet, with which Backstage's page headers set the document's title: in Portico the title is
// the portal's, made from the page's main heading as for every page.
export const Helmet = (_props: Record<string, unknown>): null => null;
export default Helmet;
