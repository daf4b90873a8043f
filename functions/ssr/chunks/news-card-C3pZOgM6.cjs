const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_news_common = require("./news-common-KAifHvPc.cjs");
const require_date_time = require("./date-time-DzzY7DCI.cjs");
// src/features/public/components/news-card.tsx
/**
* One news item or circular in a list (/noticias and the home page's "Noticias"): its picture,
* kind and date, and its title as the link to the article.
*/
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
/** `priority`: the list's first picture, its largest element on a phone (noticias-page.tsx). */
function NewsCard({ item, headingLevel = 2, priority = false }) {
	const Heading = `h${headingLevel}`;
	const day = require_date_time.formatSchoolDay(require_page_common.text(item.publishAt));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: require_news_common.news_module_default.card,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.MediaImage, {
			name: require_page_common.text(item.image),
			alt: "",
			width: require_news_common.NEWS_IMAGE.width,
			height: require_news_common.NEWS_IMAGE.height,
			priority,
			sizes: "(min-width: 64rem) 22rem, (min-width: 48rem) 45vw, 100vw",
			className: require_news_common.news_module_default.cardImage
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: require_news_common.news_module_default.cardBody,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: require_news_common.news_module_default.meta,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: require_news_common.news_module_default.kind,
						"data-kind": require_page_common.text(item.kind),
						children: require_news_common.kindLabel(item)
					}), day && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: require_page_common.text(item.publishAt),
						children: day
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					className: require_news_common.news_module_default.cardTitle,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						to: require_news_common.articlePath(item),
						className: require_news_common.news_module_default.cardLink,
						children: require_page_common.text(item.title)
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: require_news_common.news_module_default.summary,
					children: require_page_common.text(item.summary)
				})
			]
		})]
	});
}
Object.defineProperty(exports, "NewsCard", {
	enumerable: true,
	get: function() {
		return NewsCard;
	}
});
