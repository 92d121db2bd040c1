// The build's Backstage plugins (virtual:portico-backstage-plugins) in tests: none.
module.exports = { backstagePortalPlugins: () => [] };
