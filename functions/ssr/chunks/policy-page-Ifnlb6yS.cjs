const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_record_page = require("./record-page-BvgG0ljQ.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/policy-page.tsx
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
function sections(p) {
	return [
		{
			title: p.titleone,
			body: p.stringone
		},
		{
			title: p.titletwo,
			body: p.stringtwo
		},
		{
			title: p.titlethree,
			body: p.stringthree
		},
		{
			title: p.titlefour,
			body: p.stringfour
		}
	].map((s) => ({
		title: require_page_common.text(s.title),
		body: s.body
	})).filter((s) => s.title || require_rich_text.hasRichText(s.body));
}
function PolicyPage({ collection }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_record_page.RecordPage, {
		collection,
		children: (policy) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: require_content_module.content_module_default.article,
			children: [
				require_page_common.formatDay(require_page_common.text(policy.date)) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
					"Vigente desde el ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: require_page_common.text(policy.date),
						children: require_page_common.formatDay(require_page_common.text(policy.date))
					}),
					"."
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
					value: policy.string,
					listClassName: require_content_module.content_module_default.list
				}),
				sections(policy).map((s, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					className: require_content_module.content_module_default.section,
					children: [s.title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: s.title }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
						value: s.body,
						listClassName: require_content_module.content_module_default.list,
						headingLevel: 3
					})]
				}, i))
			]
		})
	});
}
exports.PolicyPage = PolicyPage;
