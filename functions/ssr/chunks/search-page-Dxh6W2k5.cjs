const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_date_time = require("./date-time-DzzY7DCI.cjs");
const require_render_page = require("../render-page.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/search/search-page.module.css
var import_react = require_jsx_runtime$1.require_react();
var search_page_module_default = {
	form: "_1w3x_I",
	label: "_L5PQ7K",
	row: "_uNPskh",
	input: "_t-uEkF",
	note: "_TF40KB",
	empty: "_CcfU0K",
	group: "_XHJnUf",
	groupTitle: "_EWBwrs",
	count: "_n3y08q",
	hits: "__k47Pl",
	hit: "_yzArye",
	hitTitle: "_9xqQte",
	meta: "_C1XatO",
	snippet: "_4o_cCn"
};
// src/features/search/search-results.tsx
/** The results of a search, grouped by kind, each with its date and a snippet with the words marked. */
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
/** A day (`YYYY-MM-DD`) as "12 de marzo de 2026": noon in Bogotá is that day in any zone's reading. */
var dayText = (date) => require_date_time.formatSchoolDay(`${date}T17:00:00Z`);
function Hit({ hit }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: search_page_module_default.hit,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
				to: hit.url,
				className: search_page_module_default.hitTitle,
				children: hit.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: search_page_module_default.meta,
				children: [hit.label, hit.date ? dayText(hit.date) : null].filter(Boolean).join(" · ")
			}),
			hit.snippet.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: search_page_module_default.snippet,
				children: hit.snippet.map((part, i) => part.mark ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("mark", { children: part.text }, i) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: part.text }, i))
			})
		]
	});
}
function SearchResults({ answer }) {
	if (!answer || answer.query === "") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: search_page_module_default.note,
		children: "Escriba una o varias palabras: buscamos en las páginas, noticias, circulares, eventos, álbumes, personal y transparencia."
	});
	if (answer.limited) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: search_page_module_default.note,
		children: "Ha hecho muchas búsquedas seguidas. Espere un minuto e intente de nuevo."
	});
	if (answer.total === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		className: search_page_module_default.empty,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
			"No encontramos resultados para ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: [
				"«",
				answer.query,
				"»"
			] }),
			"."
		] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Revise cómo está escrita la palabra, o pruebe con otra más general." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Use menos palabras: «matrícula» en vez de «fechas de matrícula 2026»." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
				"Vea las ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
					to: "/noticias",
					children: "noticias y circulares"
				}),
				", los ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
					to: "/eventos",
					children: "eventos"
				}),
				" o el",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
					to: "/mapa-del-sitio",
					children: "mapa del sitio"
				}),
				"."
			] })
		] })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		role: "status",
		className: search_page_module_default.note,
		children: [
			answer.total === 1 ? "1 resultado" : `${answer.total} resultados`,
			" para ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: [
				"«",
				answer.query,
				"»"
			] })
		]
	}), answer.groups.map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: search_page_module_default.group,
		"aria-labelledby": `search-group-${group.kind}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
			id: `search-group-${group.kind}`,
			className: search_page_module_default.groupTitle,
			children: [
				require_render_page.SEARCH_KIND_LABELS[group.kind],
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: search_page_module_default.count,
					children: [
						"(",
						group.hits.length,
						")"
					]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: search_page_module_default.hits,
			children: group.hits.map((hit) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hit, { hit }, `${hit.url} ${hit.title}`))
		})]
	}, group.kind))] });
}
// src/features/search/search-page.tsx
/**
* /buscar?q= — the site search (issue 48, decision 0020). The function renders it with the
* results for the address's query (lib/served-search.ts), so it works without JavaScript: the form
* is a plain GET to this address. With JavaScript the results follow the typing (GET /api/buscar,
* a moment after the last key) and the address keeps the query, for Back and for sharing.
*/
var TITLE = require_site_common.pageById("buscar").title;
/** Quiet time after the last key before asking: one request per pause, not per letter. */
var TYPING_PAUSE_MS = 250;
function SearchPage() {
	require_site_common.usePageTitle(TITLE);
	const addressQuery = new URLSearchParams(require_site_common.useLocation().search).get("q") ?? "";
	const [query, setQuery] = (0, import_react.useState)(addressQuery);
	const [answer, setAnswer] = (0, import_react.useState)(() => require_render_page.servedSearchFor(addressQuery));
	const [failed, setFailed] = (0, import_react.useState)(false);
	const asked = (0, import_react.useRef)(answer ? answer.query : null);
	(0, import_react.useEffect)(() => {
		const q = query.trim();
		if (q === asked.current) return;
		const controller = new AbortController();
		const timer = setTimeout(() => {
			asked.current = q;
			const url = q ? `/buscar?q=${encodeURIComponent(q)}` : "/buscar";
			window.history.replaceState(window.history.state, "", url);
			if (!q) {
				setAnswer(null);
				return;
			}
			require_site_common.apiRequest(`/api/buscar?q=${encodeURIComponent(q)}`, { signal: controller.signal }).then((result) => {
				setAnswer(result);
				setFailed(false);
			}).catch((error) => {
				if (error.name !== "AbortError") setFailed(true);
			});
		}, TYPING_PAUSE_MS);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [query]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: require_content_module.content_module_default.title,
				children: TITLE
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				role: "search",
				action: "/buscar",
				method: "get",
				className: search_page_module_default.form,
				onSubmit: (e) => e.preventDefault(),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: "search-page-q",
					className: search_page_module_default.label,
					children: "¿Qué busca?"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: search_page_module_default.row,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: "search-page-q",
						name: "q",
						type: "search",
						className: search_page_module_default.input,
						value: query,
						maxLength: 200,
						autoComplete: "off",
						placeholder: "Por ejemplo: matrículas, circular, uniforme",
						onChange: (e) => setQuery(e.target.value)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "button",
						children: "Buscar"
					})]
				})]
			}),
			failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: search_page_module_default.note,
				children: "No pudimos buscar en este momento. Revise su conexión e intente de nuevo."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchResults, { answer })
		]
	});
}
exports.default = SearchPage;
