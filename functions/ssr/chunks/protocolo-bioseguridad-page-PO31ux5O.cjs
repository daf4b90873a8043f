const require_render_page = require("../render-page.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_record_page = require("./record-page-BvgG0ljQ.cjs");
const require_rich_text = require("./rich-text-D7YMs_z0.cjs");
const require_rich_text$1 = require("./rich-text-Dg6WMaZT.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/protocolo-bioseguridad-page.tsx
/**
* /protocolobioseguridad: an introduction, a heading with its text, and the button
* 'Ir a encuesta' that opens the stored survey address in a new tab.
*/
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
function ProtocoloBioseguridadPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_record_page.RecordPage, {
		collection: "protocolobioseguridad",
		children: (r) => {
			const survey = require_page_common.webLink(r.stringtwo);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_content_module.content_module_default.article,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text$1.RichText, {
						value: r.string,
						className: require_content_module.content_module_default.lead,
						listClassName: require_content_module.content_module_default.list
					}),
					(require_page_common.text(r.titleone) || require_rich_text$1.hasRichText(r.stringone)) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						className: require_content_module.content_module_default.section,
						children: [require_page_common.text(r.titleone) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: require_page_common.text(r.titleone) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text$1.RichText, {
							value: r.stringone,
							listClassName: require_content_module.content_module_default.list,
							headingLevel: 3
						})]
					}),
					survey && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: require_content_module.content_module_default.callout,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.Paragraphs, { text: require_page_common.text(r.titletwo) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_render_page.ExternalLink, {
							href: survey,
							className: "button",
							children: ["Ir a encuesta", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.ExternalIcon, { size: 18 })]
						})]
					})
				]
			});
		}
	});
}
exports.default = ProtocoloBioseguridadPage;
