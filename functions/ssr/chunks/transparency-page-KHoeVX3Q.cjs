const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_render_page = require("../render-page.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/components/use-settled.ts
var import_react = require_jsx_runtime$1.require_react();
function useSettled(promise) {
	const [state, setState] = (0, import_react.useState)({
		promise,
		result: { settled: false }
	});
	(0, import_react.useEffect)(() => {
		let current = true;
		promise.then((value) => current && setState({
			promise,
			result: {
				settled: true,
				value
			}
		}), (error) => current && setState({
			promise,
			result: {
				settled: true,
				error
			}
		}));
		return () => {
			current = false;
		};
	}, [promise]);
	const known = require_site_common.settledOf(promise);
	if (known.settled) return known;
	return state.promise === promise ? state.result : { settled: false };
}
var transparency_tree_module_default = {
	tree: "_zkzLqh",
	categoryHeading: "_f2R3Qk",
	subitem: "_l-lIJF",
	subitemHeading: "_vTbe2Z",
	placeholder: "_wrcA1t",
	note: "_MtTj1_",
	sitePage: "_duPOgY",
	entries: "_VjGWgV",
	index: "_RvuE_B",
	indexList: "_OdkwnS",
	indexLink: "_wJTVoN",
	indexNumber: "_7f75bj",
	summary: "_rvcg9s",
	indexSummary: "_zB8bbE",
	indexFold: "__2JdOd",
	category: "_Bg83Y7"
};
// src/features/public/components/transparency-index.tsx
/**
* The index of the transparency categories (Anexo 2): on /transparencia and on every category
* page, above the tree. A file apart from the tree (transparency-tree.tsx) so the page's first
* load carries only this, and the tree's code comes as the visitor moves towards it.
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
/** The address of a category's own page. */
var categoryPath = (category) => `${require_site_common.PUBLIC_PATHS.transparencia}/${category.slug}`;
/**
* The ten categories, each a link to its own page, the current one marked: at the top of
* /transparencia and of every category page, so no category is more than one tap away.
*/
function TransparencyIndex({ categories, current }) {
	const list = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		className: transparency_tree_module_default.indexList,
		children: categories.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_site_common.Link, {
			to: categoryPath(category),
			"aria-current": category === current ? "page" : void 0,
			className: transparency_tree_module_default.indexLink,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: transparency_tree_module_default.indexNumber,
					children: [category.number, "."]
				}),
				" ",
				category.name
			]
		}) }, category.slug))
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": "Categorías de transparencia",
		className: transparency_tree_module_default.index,
		children: current ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
			className: transparency_tree_module_default.indexFold,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", {
				className: transparency_tree_module_default.indexSummary,
				children: "Ver las 10 categorías"
			}), list]
		}) : list
	});
}
// src/features/public/pages/transparency-page.tsx
/**
* /transparencia and /transparencia/{category} (Ley 1712 de 2014; Resolución MinTIC 1519 de 2020,
* Anexo 2, numeral 2.4.2): the whole tree, or one category of it. The headings come from the
* annex data and show at once; the entries and the notes (two loaders, in parallel) fill the
* sub-items when they arrive, each sub-item holding a one-line placeholder meanwhile.
*/
var transparency_page_exports = /* @__PURE__ */ require_jsx_runtime$1.__exportAll({ default: () => TransparencyPage });
var TransparencyTree = require_site_common.hydrateWhenNear(() => Promise.resolve().then(() => require("./transparency-tree--EfCFGT5.cjs")).then((m) => m.TransparencyTree));
var TITLE = "Transparencia y acceso a la información pública";
/** A page given no notes to read: nothing to wait for (tracked, so settled by the first render). */
var NO_NOTES = require_site_common.track(Promise.resolve([]));
function TransparencyPage() {
	const { category: slug } = require_site_common.useParams();
	const data = require_page_common.useCollectionData();
	const entries = useSettled(data.records);
	const notes = useSettled(data.also?.transparencianotas ?? NO_NOTES);
	const failed = [entries, notes].find((read) => read.settled && "error" in read);
	const error = failed && "error" in failed ? failed.error : void 0;
	(0, import_react.useEffect)(() => {
		if (error !== void 0) console.error("Error al cargar transparencia:", error);
	}, [error]);
	const category = slug === void 0 ? void 0 : require_render_page.TRANSPARENCY_ANNEX.find((c) => c.slug === slug);
	const title = category ? `${category.number}. ${category.name}` : slug ? "Categoría no encontrada" : TITLE;
	require_site_common.usePageTitle(category ? `${title} | Transparencia` : title);
	const categories = (0, import_react.useMemo)(() => category ? [category] : require_render_page.TRANSPARENCY_ANNEX, [category]);
	const entryList = entries.settled && "value" in entries ? entries.value : void 0;
	const noteList = notes.settled && "value" in notes ? notes.value : void 0;
	const loaded = (0, import_react.useMemo)(() => entryList && noteList ? {
		entries: entryList,
		notes: noteList[0]
	} : void 0, [entryList, noteList]);
	if (slug !== void 0 && !category) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: require_content_module.content_module_default.title,
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_page_common.EmptyState, { children: [
			"Esta categoría no existe. Consulte el",
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
				to: require_site_common.PUBLIC_PATHS.transparencia,
				children: "menú de Transparencia"
			}),
			"."
		] })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [
			category && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_content_module.content_module_default.breadcrumb,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
					to: require_site_common.PUBLIC_PATHS.transparencia,
					children: "Transparencia"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: require_content_module.content_module_default.title,
				children: title
			}),
			!category && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_content_module.content_module_default.prose,
				children: "Información pública de la institución según la Ley 1712 de 2014 y el Anexo 2 de la Resolución 1519 de 2020 del MinTIC, organizada en sus categorías."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransparencyIndex, {
				categories: require_render_page.TRANSPARENCY_ANNEX,
				current: category
			}),
			error !== void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.RetryError, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransparencyTree, {
				categories,
				loaded,
				collapsible: !category
			})
		]
	});
}
exports.categoryPath = categoryPath;
exports.default = TransparencyPage;
Object.defineProperty(exports, "transparency_page_exports", {
	enumerable: true,
	get: function() {
		return transparency_page_exports;
	}
});
exports.transparency_tree_module_default = transparency_tree_module_default;
exports.useSettled = useSettled;
