const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_render_page = require("../render-page.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/site-map-page.tsx
/**
* /mapa-del-sitio (Anexo 2, numeral 2.3): every page of the site, generated from the menu data
* (itself from the page registry), the annex and the Participa sections, so a page added there is
* listed here too.
*/
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
var TITLE = require_site_common.pageById("mapadelsitio").title;
function SiteMapPage() {
	require_site_common.usePageTitle(TITLE);
	const settings = require_site_common.useSiteSettings();
	const leaf = (item) => "setting" in item ? settings[item.setting] ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_render_page.ExternalLink, {
		href: settings[item.setting],
		children: item.label
	}) }, item.label) : null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
		to: item.to,
		children: item.label
	}) }, item.label);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: require_content_module.content_module_default.title,
			children: TITLE
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
			className: require_content_module.content_module_default.prose,
			children: [require_render_page.NAV_ENTRIES.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
					to: entry.to,
					children: entry.label
				}),
				"items" in entry && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: entry.items.filter((i) => !("to" in i) || i.to !== require_site_common.PUBLIC_PATHS.other).map(leaf) }),
				entry.to === require_site_common.PUBLIC_PATHS.transparencia && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: require_render_page.TRANSPARENCY_ANNEX.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_site_common.Link, {
					to: `${require_site_common.PUBLIC_PATHS.transparencia}/${category.slug}`,
					children: [
						category.number,
						". ",
						category.name
					]
				}) }, category.slug)) }),
				entry.to === require_site_common.PUBLIC_PATHS.participa && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: require_render_page.PARTICIPA_SECTIONS.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
					to: require_render_page.participaPath(section),
					children: section.name
				}) }, section.slug)) })
			] }, entry.label)), require_site_common.footerPages().filter((page) => page.path !== require_site_common.PUBLIC_PATHS.transparencia && page.path !== require_site_common.PUBLIC_PATHS.mapadelsitio).map((page) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
				to: page.path,
				children: page.title
			}) }, page.id))]
		})]
	});
}
exports.default = SiteMapPage;
