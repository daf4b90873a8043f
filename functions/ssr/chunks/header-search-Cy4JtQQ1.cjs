const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
// src/components/layout/header-search.module.css
var import_react = require_jsx_runtime$1.require_react();
var header_search_module_default = {
	form: "_r-shHZ",
	input: "_qnL1pK",
	submit: "_Xqp6Su",
	wide: "_3u0Bn8",
	phone: "_iCcy3_",
	toggle: "_JAz_1I",
	panel: "_6xPlYc"
};
// src/components/layout/header-search.tsx
/**
* The search field of every page's header (issue 48, decision 0020): a plain GET form to /buscar,
* so it works before and without JavaScript. Wide screens show the field; a phone shows a button
* that opens it (a <details>: no script needed either, and the field takes the row's width).
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
function SearchForm({ id }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		role: "search",
		action: "/buscar",
		method: "get",
		className: header_search_module_default.form,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				className: "sr-only",
				children: "Buscar en el sitio"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				name: "q",
				type: "search",
				maxLength: 200,
				placeholder: "Buscar en el sitio",
				className: header_search_module_default.input
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: header_search_module_default.submit,
				"aria-label": "Buscar",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchGlyph, {})
			})
		]
	});
}
function SearchGlyph() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		width: "20",
		height: "20",
		viewBox: "0 0 24 24",
		"aria-hidden": "true",
		focusable: "false",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: "10.5",
			cy: "10.5",
			r: "6.5",
			fill: "none",
			stroke: "currentColor",
			strokeWidth: "2.2"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M15.5 15.5 21 21",
			stroke: "currentColor",
			strokeWidth: "2.2",
			strokeLinecap: "round"
		})]
	});
}
function HeaderSearch() {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: header_search_module_default.wide,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchForm, { id: `${id}wide` })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
		className: header_search_module_default.phone,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("summary", {
			className: header_search_module_default.toggle,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchGlyph, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: "Buscar" })]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: header_search_module_default.panel,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchForm, { id: `${id}phone` })
		})]
	})] });
}
exports.HeaderSearch = HeaderSearch;
