const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_news_card = require("./news-card-C3pZOgM6.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
const require_news_common = require("./news-common-KAifHvPc.cjs");
// src/features/public/pages/noticias-page.tsx
/**
* /noticias: newest first, nine a page, filter Todas | Noticias | Circulares in the address so a
* filtered list can be shared and the footer's "Circulares" opens it. The article is
* article-page.tsx, a chunk of its own (the list needs neither formatted text nor the PDF
* viewer); both read the same public list (the function leaves out what is scheduled or
* withdrawn), so going from the list to an article reuses the cached answer.
*/
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
var { title: LIST_TITLE } = require_site_common.pageById("noticias");
var PAGE_SIZE = 9;
var FILTERS = [
	{
		kind: "",
		label: "Todas"
	},
	{
		kind: "noticia",
		label: "Noticias"
	},
	{
		kind: "circular",
		label: "Circulares"
	}
];
function listAddress(kind, page = 1) {
	const params = new URLSearchParams();
	if (kind) params.set("tipo", kind);
	if (page > 1) params.set("pagina", String(page));
	const query = params.toString();
	return query ? `${require_site_common.PUBLIC_PATHS.noticias}?${query}` : require_site_common.PUBLIC_PATHS.noticias;
}
function NoticiasPage() {
	const data = require_page_common.useCollectionData();
	const params = new URLSearchParams(require_site_common.useLocation().search);
	const tipo = params.get("tipo");
	const kind = tipo === "noticia" || tipo === "circular" ? tipo : "";
	const page = Math.max(1, Math.floor(Number(params.get("pagina"))) || 1);
	const heading = kind === "circular" ? "Circulares" : kind === "noticia" ? "Noticias" : LIST_TITLE;
	require_site_common.usePageTitle(page > 1 ? `${heading} (página ${page})` : heading);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: require_content_module.content_module_default.title,
				children: heading
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": "Filtrar por tipo",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: require_news_common.news_module_default.filters,
					children: FILTERS.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						to: listAddress(f.kind),
						className: require_news_common.news_module_default.filter,
						"aria-current": f.kind === kind ? "page" : void 0,
						children: f.label
					}) }, f.label))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
				data,
				loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, { lines: 6 }),
				children: (records) => {
					const all = require_news_common.newestFirst(records).filter((item) => !kind || item.kind === kind);
					const pages = Math.max(1, Math.ceil(all.length / 9));
					const shown = all.slice((page - 1) * 9, page * 9);
					const first = shown.find((item) => require_page_common.text(item.image));
					if (shown.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.EmptyState, { children: kind === "circular" ? "Todavía no hay circulares publicadas." : "Todavía no hay noticias publicadas." });
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: require_news_common.news_module_default.grid,
						children: shown.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_news_card.NewsCard, {
							item,
							priority: item === first
						}) }, item._id))
					}), pages > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
						"aria-label": "Páginas",
						className: require_news_common.news_module_default.pager,
						children: [
							page > 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
								to: listAddress(kind, page - 1),
								children: "← Más recientes"
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
								"Página ",
								Math.min(page, pages),
								" de ",
								pages
							] }),
							page < pages ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
								to: listAddress(kind, page + 1),
								children: "Anteriores →"
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {})
						]
					})] });
				}
			})
		]
	});
}
exports.PAGE_SIZE = PAGE_SIZE;
exports.default = NoticiasPage;
