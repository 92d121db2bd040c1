// The build's list of plugin packages (virtual:portico-plugins) in tests: none; tests that load packages pass their own.
module.exports = { packagePlugins: [] };
