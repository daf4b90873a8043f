const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/other-page.tsx
/**
* /other: the target of the menu's parent titles and of entries whose pages do not exist yet
* (spec §2). A real page, so those links never lead to a blank screen.
*/
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
var SUGGESTIONS = [
	{
		to: require_site_common.PUBLIC_PATHS.resenahistorica,
		label: "Reseña histórica"
	},
	{
		to: require_site_common.PUBLIC_PATHS.horizonte,
		label: "Horizonte institucional"
	},
	{
		to: require_site_common.PUBLIC_PATHS.convocatorias,
		label: "Contratos y convocatorias"
	},
	{
		to: require_site_common.PUBLIC_PATHS.rendicioncuentas,
		label: "Rendición de cuentas"
	}
];
var { title } = require_site_common.pageById("other");
function OtherPage() {
	require_site_common.usePageTitle(title);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: require_content_module.content_module_default.title,
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: require_content_module.content_module_default.prose,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: require_content_module.content_module_default.lead,
					children: "Estamos preparando la información de esta sección. Muy pronto la encontrará publicada aquí."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Mientras tanto, puede consultar:" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: require_content_module.content_module_default.list,
					children: SUGGESTIONS.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						to: s.to,
						children: s.label
					}) }, s.to))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						className: "button",
						to: require_site_common.PUBLIC_PATHS.home,
						children: "Volver al inicio"
					}),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						className: "button button-outline",
						to: require_site_common.PUBLIC_PATHS.contacto,
						children: "Escríbanos"
					})
				] })
			]
		})]
	});
}
exports.default = OtherPage;
