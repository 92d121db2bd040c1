// The build's list of Backstage plugins' pages (virtual:portico-backstage-plugins) in tests: none.
module.exports = { backstageRoutes: [] };
