const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_record_page = require("./record-page-BvgG0ljQ.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/tramite-retiros-page.tsx
/** /tramiteretiros: an introduction and the five steps of the procedure as cards. */
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
function TramiteRetirosPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_record_page.RecordPage, {
		collection: "tramiteretiros",
		children: (r) => {
			const steps = [
				[r.titleone, r.stringone],
				[r.titletwo, r.stringtwo],
				[r.titlethree, r.stringthree],
				[r.titlefour, r.stringfour],
				[r.titlefive, r.stringfive]
			].map(([title, body]) => ({
				title: require_page_common.text(title),
				body
			})).filter((s) => s.title || require_rich_text.hasRichText(s.body));
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: require_content_module.content_module_default.prose,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
						value: r.string,
						className: require_content_module.content_module_default.lead,
						listClassName: require_content_module.content_module_default.list
					})
				}), steps.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
					className: require_content_module.content_module_default.cards,
					children: steps.map((step, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: require_content_module.content_module_default.card,
						children: [step.title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: step.title }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
							value: step.body,
							listClassName: require_content_module.content_module_default.list,
							headingLevel: 3
						})]
					}, i))
				})]
			});
		}
	});
}
exports.default = TramiteRetirosPage;
