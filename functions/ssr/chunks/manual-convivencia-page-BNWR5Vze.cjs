const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_record_page = require("./record-page-BvgG0ljQ.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/manual-convivencia-page.tsx
/** /manualconvivencia: a heading, a text and the manual itself as an embedded PDF (750 px). */
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
var PdfViewer = require_site_common.hydrateWhenNear(() => Promise.resolve().then(() => require("./pdf-viewer-CNeQW8D3.cjs")).then((m) => m.PdfViewer));
function ManualConvivenciaPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_record_page.RecordPage, {
		collection: "manualconvivencia",
		children: (r) => {
			const heading = require_page_common.text(r.titleone) || "Manual de convivencia";
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "container",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					className: require_content_module.content_module_default.section,
					children: [
						require_page_common.text(r.titleone) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: heading }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: require_content_module.content_module_default.prose,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
								value: r.stringone,
								listClassName: require_content_module.content_module_default.list,
								headingLevel: 3
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PdfViewer, {
							file: require_page_common.text(r.pdfone),
							fileName: require_page_common.text(r.pdfoneName),
							title: heading,
							height: 750
						})
					]
				})
			});
		}
	});
}
exports.default = ManualConvivenciaPage;
