const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_content_icons = require("./content-icons-CEeHut6b.cjs");
const require_date_time = require("./date-time-DzzY7DCI.cjs");
const require_news_common = require("./news-common-KAifHvPc.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
var circulares_page_module_default = {
	list: "_rTTl9H",
	card: "_9utowP",
	date: "_PIC92w",
	title: "_GJTdKp",
	summary: "_gSstwO",
	pdf: "_dOFDlL"
};
// src/features/public/pages/circulares-page.tsx
/**
* /circulares (issue 48): the circulars alone, newest first, each with its PDF one tap away. A
* parent looks for the latest circular on a phone: the list is a plain column of cards, no
* pictures and no paging (circulars are few and a year's worth is short), and the PDF is a
* direct link, so the phone's own viewer opens it without loading the article's viewer. Its
* data is the public list /noticias reads (the function leaves out what is scheduled or
* withdrawn), filtered by kind.
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
var { title: TITLE } = require_site_common.pageById("circulares");
/** The circulars of a news list, newest first (the home page's latest-circular card reads it too). */
var circularsOf = (records) => require_news_common.newestFirst(records).filter((item) => item.kind === "circular");
function CircularesPage() {
	const data = require_page_common.useCollectionData();
	require_site_common.usePageTitle(TITLE);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: require_content_module.content_module_default.title,
				children: TITLE
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: require_content_module.content_module_default.lead,
				children: [
					"Las circulares de la institución a madres, padres y acudientes, la más reciente primero. Vea también las",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						to: require_site_common.PUBLIC_PATHS.noticias,
						children: "noticias"
					}),
					" y el ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						to: require_site_common.PUBLIC_PATHS.eventos,
						children: "calendario de eventos"
					}),
					"."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
				data,
				loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, {
					lines: 6,
					label: "Cargando las circulares…"
				}),
				children: (records) => {
					const circulars = circularsOf(records);
					if (circulars.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.EmptyState, { children: "Todavía no hay circulares publicadas." });
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
						className: circulares_page_module_default.list,
						children: circulars.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularCard, { item }) }, item._id))
					});
				}
			})
		]
	});
}
function CircularCard({ item, headingLevel = 2 }) {
	const Heading = `h${headingLevel}`;
	const day = require_date_time.formatSchoolDay(require_page_common.text(item.publishAt));
	const pdf = require_page_common.text(item.attachment);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: circulares_page_module_default.card,
		children: [
			day && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: circulares_page_module_default.date,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: require_page_common.text(item.publishAt),
					children: day
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				className: circulares_page_module_default.title,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
					to: require_news_common.articlePath(item),
					children: require_page_common.text(item.title)
				})
			}),
			require_page_common.text(item.summary) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: circulares_page_module_default.summary,
				children: require_page_common.text(item.summary)
			}),
			pdf && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				className: circulares_page_module_default.pdf,
				href: require_site_common.mediaUrl(pdf),
				type: "application/pdf",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.FileIcon, { size: 20 }),
					"Ver la circular (PDF)",
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "sr-only",
						children: [": ", require_page_common.text(item.title)]
					})
				]
			})
		]
	});
}
exports.CircularCard = CircularCard;
exports.circularsOf = circularsOf;
exports.default = CircularesPage;
