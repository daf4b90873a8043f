const require_render_page = require("../render-page.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
var publication_entry_module_default = {
	entry: "_SIwFI6",
	entryTitle: "_twx_xB",
	date: "_sPwJ6Y",
	actions: "_6QFleJ",
	action: "_uYAxqb"
};
// src/features/public/components/publication-entry.tsx
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
function PublicationEntry({ entry, titleAs: Title = "p", datePrefix, linkLabel, id }) {
	const title = require_page_common.text(entry.title);
	const day = require_page_common.text(entry.date);
	const pdf = require_page_common.text(entry.pdf);
	const link = require_page_common.webLink(entry.link);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		id,
		className: publication_entry_module_default.entry,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				className: publication_entry_module_default.entryTitle,
				children: title
			}),
			require_page_common.formatDay(day) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: publication_entry_module_default.date,
				children: [datePrefix, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: day,
					children: require_page_common.formatDay(day)
				})]
			}),
			require_rich_text.hasRichText(entry.description) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
				value: entry.description,
				headingLevel: 3
			}),
			(pdf || link) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: publication_entry_module_default.actions,
				children: [pdf && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
					href: require_site_common.mediaUrl(pdf),
					download: require_page_common.text(entry.pdfName) || true,
					className: publication_entry_module_default.action,
					children: ["Descargar PDF", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "sr-only",
						children: [": ", title]
					})]
				}), link && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_render_page.ExternalLink, {
					href: link,
					className: publication_entry_module_default.action,
					children: [linkLabel, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "sr-only",
						children: [": ", title]
					})]
				})]
			})
		]
	});
}
Object.defineProperty(exports, "PublicationEntry", {
	enumerable: true,
	get: function() {
		return PublicationEntry;
	}
});
