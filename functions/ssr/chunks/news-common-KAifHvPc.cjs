const require_page_common = require("./page-common-BcSJkiQt.cjs");
// src/features/public/components/news-item.ts
var NEWS_IMAGE = {
	width: 1200,
	height: 630
};
var kindLabel = (item) => item.kind === "circular" ? "Circular" : "Noticia";
var articlePath = (item) => `/noticias/${require_page_common.text(item.slug)}`;
/** Newest first (the function already answers so; a stale cache must not reorder the page). */
var newestFirst = (items) => [...items].sort((a, b) => require_page_common.text(b.publishAt).localeCompare(require_page_common.text(a.publishAt)));
var news_module_default = {
	grid: "_OVYmPw",
	card: "_jHWWHP",
	cardImage: "_gWsJqa",
	cardBody: "_sTNuAQ",
	meta: "_fSmZpp",
	kind: "_bmFaYO",
	cardTitle: "_NDOX8r",
	cardLink: "_w9dENe",
	summary: "_bta3RV",
	filters: "_5gWE8_",
	filter: "_5sR0iC",
	pager: "_1dXsgA",
	articleImage: "_9i-mB8",
	articleFigure: "_pp2zL2",
	share: "_b2XFZA",
	shareLink: "_pHTtRC"
};
Object.defineProperty(exports, "NEWS_IMAGE", {
	enumerable: true,
	get: function() {
		return NEWS_IMAGE;
	}
});
Object.defineProperty(exports, "articlePath", {
	enumerable: true,
	get: function() {
		return articlePath;
	}
});
Object.defineProperty(exports, "kindLabel", {
	enumerable: true,
	get: function() {
		return kindLabel;
	}
});
Object.defineProperty(exports, "newestFirst", {
	enumerable: true,
	get: function() {
		return newestFirst;
	}
});
Object.defineProperty(exports, "news_module_default", {
	enumerable: true,
	get: function() {
		return news_module_default;
	}
});
