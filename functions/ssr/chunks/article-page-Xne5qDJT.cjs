const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_render_page = require("../render-page.cjs");
const require_date_time = require("./date-time-DzzY7DCI.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_news_common = require("./news-common-KAifHvPc.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/article-page.tsx
/**
* /noticias/{slug}: one article (picture, formatted text, its PDF in the lazy viewer,
* "Compartir"). Its data is the public list /noticias reads (the same cached GET), filtered by
* slug; the function made the page's link-preview head at request time (decision 0012).
*/
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
var PdfViewer = require_site_common.hydrateWhenNear(() => Promise.resolve().then(() => require("./pdf-viewer-CNeQW8D3.cjs")).then((m) => m.PdfViewer));
function ArticlePage() {
	const data = require_page_common.useCollectionData();
	const { slug = "" } = require_site_common.useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: require_content_module.content_module_default.breadcrumb,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
				to: require_site_common.PUBLIC_PATHS.noticias,
				children: "Noticias y circulares"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
			data,
			loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, {
				lines: 8,
				label: "Cargando la noticia…"
			}),
			children: (records) => {
				const item = records.find((r) => r.slug === slug);
				return item ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Article, { item }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingArticle, {});
			}
		})]
	});
}
function MissingArticle() {
	require_site_common.usePageTitle("Noticia no encontrada");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
		className: require_content_module.content_module_default.title,
		children: "Noticia no encontrada"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_page_common.EmptyState, { children: [
		"Esta noticia no existe o ya no está publicada. Vea las ",
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
			to: require_site_common.PUBLIC_PATHS.noticias,
			children: "noticias y circulares"
		}),
		"."
	] })] });
}
function Article({ item }) {
	const title = require_page_common.text(item.title);
	require_site_common.usePageTitle(title);
	const url = `${require_render_page.SITE_ORIGIN}${require_news_common.articlePath(item)}`;
	const when = require_date_time.formatSchoolDateTime(require_page_common.text(item.publishAt));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: require_content_module.content_module_default.article,
		style: { paddingInline: 0 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: require_content_module.content_module_default.title,
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: require_news_common.news_module_default.meta,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: require_news_common.news_module_default.kind,
					"data-kind": require_page_common.text(item.kind),
					children: require_news_common.kindLabel(item)
				}), when && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("time", {
					dateTime: require_page_common.text(item.publishAt),
					children: ["Publicada el ", when]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_content_module.content_module_default.lead,
				children: require_page_common.text(item.summary)
			}),
			require_page_common.text(item.image) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("figure", {
				className: require_news_common.news_module_default.articleFigure,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.MediaImage, {
					name: require_page_common.text(item.image),
					alt: require_page_common.text(item.imageAlt),
					width: require_news_common.NEWS_IMAGE.width,
					height: require_news_common.NEWS_IMAGE.height,
					priority: true,
					sizes: "(min-width: 48rem) 46rem, 100vw",
					className: require_news_common.news_module_default.articleImage
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, { value: item.body }),
			require_page_common.text(item.attachment) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
				className: require_content_module.content_module_default.section,
				"aria-label": "Documento adjunto",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PdfViewer, {
					file: require_page_common.text(item.attachment),
					fileName: require_page_common.text(item.attachmentName),
					title,
					height: 750
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_news_common.news_module_default.share,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: "Compartir:" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_render_page.ExternalLink, {
						className: require_news_common.news_module_default.shareLink,
						href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
						children: "WhatsApp"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_render_page.ExternalLink, {
						className: require_news_common.news_module_default.shareLink,
						href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
						children: "Facebook"
					})
				]
			})
		]
	});
}
exports.default = ArticlePage;
