const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_record_page = require("./record-page-BvgG0ljQ.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/enfoque-pedagogico-page.tsx
/** /enfoquepedagogico: an introduction, a sub-heading with its text, and a closing text. */
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
function EnfoquePedagogicoPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_record_page.RecordPage, {
		collection: "enfoquepedagogico",
		children: (r) => {
			const subheading = require_page_common.text(r.titleone);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_content_module.content_module_default.article,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
						value: r.stringone,
						className: require_content_module.content_module_default.lead,
						listClassName: require_content_module.content_module_default.list
					}),
					(subheading || require_rich_text.hasRichText(r.stringtwo)) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						className: require_content_module.content_module_default.section,
						children: [subheading && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: subheading }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
							value: r.stringtwo,
							listClassName: require_content_module.content_module_default.list,
							headingLevel: 3
						})]
					}),
					require_rich_text.hasRichText(r.stringthree) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: require_content_module.content_module_default.callout,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
							value: r.stringthree,
							listClassName: require_content_module.content_module_default.list
						})
					})
				]
			});
		}
	});
}
exports.default = EnfoquePedagogicoPage;
