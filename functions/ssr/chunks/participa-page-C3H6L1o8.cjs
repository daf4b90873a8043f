const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
const require_render_page = require("../render-page.cjs");
const require_publication_entry = require("./publication-entry-CFyVagAU.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
var participa_page_module_default = {
	sections: "_Eq63P9",
	card: "_Mh7QZZ",
	cardHeading: "_C6Cd8v",
	latestHeading: "_pFUTFH",
	latest: "_asQS4W",
	note: "_gpJENo",
	placeholder: "_rCGvDu",
	entries: "_GXLUGf",
	index: "_aPzsiD",
	indexHeading: "_4UZH_8",
	indexList: "_5ORRsp",
	indexLink: "_ie6gy3"
};
// src/features/public/pages/participa-page.tsx
/**
* /participa and /participa/{seccion} (issue 50; Resolución MinTIC 1519 de 2020, Anexo 2, category
* 6, and Función Pública's guideline for the "Participa" menu): the six sections in the guideline's
* order, or one of the five that are pages here, with what the school published in it (the
* `participa` collection: texts, documents, links, dates). Rendición de cuentas is the existing
* /rendicioncuentas, linked instead of repeated. The names and purposes come from model/participa.ts,
* which only this chunk (and the site map) loads. An unknown section is the function's 404 (its server render refuses
* the address); after a navigation in the browser it says so here.
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
/** The checklist's "no aplica" answers for this page's items: in the HTML, their code late (text only). */
var NoAplicaNotes = require_site_common.hydrateWhenNear(() => Promise.resolve().then(() => require("./no-aplica-notes-BYGDGcvy.cjs")).then((m) => m.NoAplicaNotes));
var TITLE = require_site_common.pageById("participa").title;
/** How many of a section's entries the index names under it (the section's page has them all). */
var LATEST = 3;
/** The entries of one section, in the order the school set (the public list's order). */
var entriesOf = (records, section) => records.filter((r) => r.seccion === section.slug);
function ParticipaPage() {
	const { seccion } = require_site_common.useParams();
	const section = require_render_page.findParticipaPage(seccion);
	const title = section ? section.name : seccion !== void 0 ? "Sección no encontrada" : TITLE;
	require_site_common.usePageTitle(section ? `${section.name} | Participa` : title);
	if (seccion !== void 0 && !section) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: require_content_module.content_module_default.title,
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_page_common.EmptyState, { children: [
			"Esta sección no existe. Consulte el ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
				to: require_site_common.PUBLIC_PATHS.participa,
				children: "menú Participa"
			}),
			"."
		] })]
	});
	return section ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionPage, { section }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IndexPage, {});
}
function IndexPage() {
	const data = require_page_common.useCollectionData();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: require_content_module.content_module_default.title,
				children: TITLE
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: require_content_module.content_module_default.prose,
				children: [
					"En este menú la institución publica los espacios en los que usted puede participar en su gestión: identificar problemas, planear, opinar sobre proyectos, proponer soluciones, conocer sus cuentas y vigilarla (Ley 1757 de 2015, Ley 1712 de 2014 y Resolución 1519 de 2020 del MinTIC). Para una propuesta o una pregunta, escríbanos en ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						to: require_site_common.PUBLIC_PATHS.pqrsd,
						children: "Atención al ciudadano"
					}),
					"."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
				data,
				loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sections, {}),
				failed: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.RetryError, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sections, { failed: true })] }),
				children: (records) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Sections, { records })
			})
		]
	});
}
/**
* The six sections as cards, each a link to its page (or to /rendicioncuentas) with its purpose and
* the latest entries' titles; while loading, the same cards with a one-line placeholder each.
*/
function Sections({ records, failed }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		className: participa_page_module_default.sections,
		children: require_render_page.PARTICIPA_SECTIONS.map((section) => {
			const entries = records ? entriesOf(records, section) : [];
			const path = require_render_page.participaPath(section);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: participa_page_module_default.card,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						className: participa_page_module_default.cardHeading,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
							to: path,
							children: section.name
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: section.purpose }),
					section.path ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: participa_page_module_default.note,
						children: [
							"Consulte los informes en «",
							require_site_common.pageById("rendicioncuentas").title,
							"»."
						]
					}) : !records ? failed ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: participa_page_module_default.placeholder,
						"aria-hidden": "true"
					}) : entries.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: participa_page_module_default.note,
						children: "Aún no hay publicaciones en esta sección."
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						className: participa_page_module_default.latestHeading,
						children: "Lo más reciente"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: participa_page_module_default.latest,
						children: entries.slice(0, LATEST).map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
							to: `${path}#${entryAnchor(entry)}`,
							children: require_page_common.text(entry.title)
						}) }, entry._id))
					})] })
				]
			}, section.slug);
		})
	});
}
var entryAnchor = (entry) => `p-${entry._id}`;
function SectionPage({ section }) {
	const data = require_page_common.useCollectionData();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_content_module.content_module_default.breadcrumb,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
					to: require_site_common.PUBLIC_PATHS.participa,
					children: "Participa"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: require_content_module.content_module_default.title,
				children: section.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_content_module.content_module_default.prose,
				children: section.purpose
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
				data,
				loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, { lines: 3 }),
				children: (records) => {
					const entries = entriesOf(records, section);
					return entries.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: participa_page_module_default.note,
						children: [
							"Aún no hay publicaciones en esta sección. Si desea proponer un espacio de participación, escríbanos en",
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
								to: require_site_common.PUBLIC_PATHS.pqrsd,
								children: "Atención al ciudadano"
							}),
							"."
						]
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: participa_page_module_default.entries,
						children: entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_publication_entry.PublicationEntry, {
							id: entryAnchor(entry),
							entry,
							titleAs: "h2",
							linkLabel: "Abrir el enlace"
						}, entry._id))
					});
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoAplicaNotes, { path: require_render_page.participaPath(section) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionIndex, { current: section })
		]
	});
}
/** The six sections under a section's content, the current one marked: the next is one tap away. */
function SectionIndex({ current }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
		"aria-labelledby": "participa-secciones",
		className: participa_page_module_default.index,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "participa-secciones",
			className: participa_page_module_default.indexHeading,
			children: "Secciones de Participa"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: participa_page_module_default.indexList,
			children: require_render_page.PARTICIPA_SECTIONS.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
				to: require_render_page.participaPath(section),
				"aria-current": section === current ? "page" : void 0,
				className: participa_page_module_default.indexLink,
				children: section.name
			}) }, section.slug))
		})]
	});
}
exports.default = ParticipaPage;
