const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_record_page = require("./record-page-BvgG0ljQ.cjs");
const require_rich_text = require("./rich-text-D7YMs_z0.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/rendicion-cuentas-page.tsx
/** /rendicioncuentas: three reports, each a heading, a text and an embedded PDF (750 px). */
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
var PdfViewer = require_site_common.hydrateWhenNear(() => Promise.resolve().then(() => require("./pdf-viewer-CNeQW8D3.cjs")).then((m) => m.PdfViewer));
function sections(r) {
	return [
		{
			title: r.titleone,
			body: r.stringone,
			pdf: r.pdfone,
			pdfName: r.pdfoneName
		},
		{
			title: r.titletwo,
			body: r.stringtwo,
			pdf: r.pdftwo,
			pdfName: r.pdftwoName
		},
		{
			title: r.titlethree,
			body: r.stringthree,
			pdf: r.pdfthree,
			pdfName: r.pdfthreeName
		}
	].map((s) => ({
		title: require_page_common.text(s.title),
		body: require_page_common.text(s.body),
		pdf: require_page_common.text(s.pdf),
		pdfName: require_page_common.text(s.pdfName)
	})).filter((s) => s.title || s.body || s.pdf);
}
function RendicionCuentasPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_record_page.RecordPage, {
		collection: "rendicioncuentas",
		children: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "container",
			children: sections(r).map((s, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: require_content_module.content_module_default.section,
				children: [
					s.title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: s.title }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: require_content_module.content_module_default.prose,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.Paragraphs, { text: s.body })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PdfViewer, {
						file: s.pdf,
						fileName: s.pdfName,
						title: s.title || `Informe ${i + 1}`,
						height: 750
					})
				]
			}, i))
		})
	});
}
exports.default = RendicionCuentasPage;
