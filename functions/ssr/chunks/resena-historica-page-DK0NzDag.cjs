const require_record_page = require("./record-page-BvgG0ljQ.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/resena-historica-page.tsx
/** /resenahistorica: the school's history, four texts under a banner. */
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
function ResenaHistoricaPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_record_page.RecordPage, {
		collection: "resenahistorica",
		children: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: require_content_module.content_module_default.article,
			children: [
				r.stringone,
				r.stringtwo,
				r.stringthree,
				r.stringfour
			].map((value, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
				value,
				className: i === 0 ? require_content_module.content_module_default.lead : void 0,
				listClassName: require_content_module.content_module_default.list
			}, i))
		})
	});
}
exports.default = ResenaHistoricaPage;
