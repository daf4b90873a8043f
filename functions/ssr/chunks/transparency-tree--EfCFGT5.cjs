const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_render_page = require("../render-page.cjs");
const require_transparency_page = require("./transparency-page-KHoeVX3Q.cjs");
const require_publication_entry = require("./publication-entry-CFyVagAU.cjs");
// src/features/public/components/transparency-tree.tsx
var import_react = require_jsx_runtime$1.require_react();
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
/**
* The requests report (issue 24) loads in a chunk of its own once its sub-item nears the screen: two
* of the eleven pages show it, far down /transparencia, and it stays out of their first-load JS
* (budget, decision 0003).
*/
var PqrsdReport = (0, import_react.lazy)(() => Promise.resolve().then(() => require("./pqrsd-report-BLZEXFlJ.cjs")).then((m) => ({ default: m.PqrsdReport })));
var loadReport = () => require_site_common.apiRequest("/api/pqrsd/informe");
/** Shown when a sub-item has no entry, no page of the site and no note from the school. */
var NOTHING_PUBLISHED = "Aún no hay publicaciones en este ítem.";
var NONE = [];
function TransparencyTree({ categories, loaded, collapsible }) {
	const read = require_transparency_page.useSettled(require_render_page.noAplicaReasons());
	const list = read.settled && "value" in read ? read.value : NONE;
	const reasons = (0, import_react.useMemo)(() => new Map(list.filter((r) => r.subitem).map((r) => [r.subitem, r.reason])), [list]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: require_transparency_page.transparency_tree_module_default.tree,
		children: [categories.map((category) => {
			const subitems = category.subitems.map((subitem) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Subitem, {
				subitem,
				loaded,
				Heading: collapsible ? "h3" : "h2",
				notApplicable: reasons.get(subitem.number)
			}, subitem.number));
			if (!collapsible) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
				className: require_transparency_page.transparency_tree_module_default.category,
				children: subitems
			}, category.slug);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", {
				className: require_transparency_page.transparency_tree_module_default.category,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", {
					className: require_transparency_page.transparency_tree_module_default.summary,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: `cat-${category.slug}`,
						className: require_transparency_page.transparency_tree_module_default.categoryHeading,
						children: `${category.number}. ${category.name}`
					})
				}), subitems]
			}, category.slug);
		}), collapsible && list.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotApplicableList, { reasons: list })]
	});
}
/** Every item of the checklist the school answered "no aplica", with its reason, as the matrix asks. */
function NotApplicableList({ reasons }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "no-aplica",
		className: require_transparency_page.transparency_tree_module_default.category,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "no-aplica",
			className: require_transparency_page.transparency_tree_module_default.categoryHeading,
			children: "Ítems del Índice de Transparencia que no aplican a la institución"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: require_transparency_page.transparency_tree_module_default.entries,
			children: reasons.map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: require_transparency_page.transparency_tree_module_default.note,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: `${r.number} ${r.name}` }),
					" (",
					r.annex,
					", ",
					r.categoryName,
					"): ",
					r.reason
				]
			}, r.id))
		})]
	});
}
function Subitem({ subitem, loaded, Heading, notApplicable }) {
	const entries = loaded?.entries.filter((e) => e.subitem === subitem.number) ?? [];
	const covered = subitem.coveredBy;
	const note = require_page_common.text(loaded?.notes?.[require_render_page.noteKey(subitem)]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": subitem.slug,
		className: require_transparency_page.transparency_tree_module_default.subitem,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Heading, {
				id: subitem.slug,
				className: require_transparency_page.transparency_tree_module_default.subitemHeading,
				children: [
					subitem.number,
					" ",
					subitem.name
				]
			}),
			notApplicable && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: require_transparency_page.transparency_tree_module_default.note,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "No aplica a la institución:" }),
					" ",
					notApplicable
				]
			}),
			covered && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_transparency_page.transparency_tree_module_default.sitePage,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_site_common.Link, {
					to: covered.path,
					children: [
						"Consulte «",
						covered.label,
						"» en este sitio"
					]
				})
			}),
			subitem.report === "pqrsd" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.WhenNear, {
				placeholder: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: require_transparency_page.transparency_tree_module_default.placeholder,
					"aria-hidden": "true"
				}),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PqrsdReport, {
					Heading: Heading === "h2" ? "h3" : "h4",
					load: loadReport
				})
			}),
			!loaded ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: require_transparency_page.transparency_tree_module_default.placeholder,
				"aria-hidden": "true"
			}) : entries.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: require_transparency_page.transparency_tree_module_default.entries,
				children: entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_publication_entry.PublicationEntry, {
					entry,
					datePrefix: "Publicado el ",
					linkLabel: "Ir al sitio"
				}, entry._id))
			}) : covered || subitem.report ? null : note ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_transparency_page.transparency_tree_module_default.note,
				children: note
			}) : notApplicable ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_transparency_page.transparency_tree_module_default.note,
				children: NOTHING_PUBLISHED
			})
		]
	});
}
exports.TransparencyTree = TransparencyTree;
