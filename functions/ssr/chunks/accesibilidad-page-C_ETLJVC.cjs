const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_record_page = require("./record-page-BvgG0ljQ.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/pages/accesibilidad-page.tsx
/**
* /accesibilidad: the accessibility statement (Resolución MinTIC 1519 de 2020, Anexo 1; issue 50),
* linked from every footer. The structure is fixed here (what the norm asks a statement to say);
* the texts that are the school's to write (its commitment, the limitations it knows, the other
* ways to get the content, the date it last reviewed the statement) come from the `accesibilidad`
* record. The checks named are the ones the site's own tests run on every version (tests/e2e:
* axe-core on every public page, no sideways scroll on a 390 px phone); the date shown is this
* build's (VITE_BUILD_DATE, set once per build so server and browser render the same words).
*/
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
/** The checklist's "no aplica" answers for this page's items: in the HTML, their code late (text only). */
var NoAplicaNotes = require_site_common.hydrateWhenNear(() => Promise.resolve().then(() => require("./no-aplica-notes-BYGDGcvy.cjs")).then((m) => m.NoAplicaNotes));
/** The day this version of the site was built (yyyy-mm-dd); absent outside a Vite build (tests). */
var BUILD_DATE = "2026-12-05";
/**
* A barrier report is a PQRSD of its own kind: a reclamo (a service that did not work as it should)
* with its subject written, so it reaches the inbox named and with the legal term (Ley 1755 de 2015).
* The form reads both from the address (pqrsd-form.tsx); the server checks the request as always.
*/
var BARRIER_REPORT = `${require_site_common.PUBLIC_PATHS.pqrsd}?tipo=reclamo&asunto=${encodeURIComponent("Barrera de accesibilidad")}`;
function AccesibilidadPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_record_page.RecordPage, {
		collection: "accesibilidad",
		children: (statement) => {
			const reviewed = require_page_common.text(statement.reviewed);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_content_module.content_module_default.article,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
						value: statement.string,
						listClassName: require_content_module.content_module_default.list
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						className: require_content_module.content_module_default.section,
						"aria-labelledby": "a11y-estandar",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "a11y-estandar",
							children: "Estándar que aplicamos"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
							"Este sitio busca cumplir el nivel ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "AA" }),
							" de las Pautas de Accesibilidad para el Contenido Web (",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								lang: "en",
								children: "WCAG"
							}),
							") 2.1 del W3C, como lo pide el Anexo 1 de la Resolución 1519 de 2020 del Ministerio de Tecnologías de la Información y las Comunicaciones: que se pueda usar con teclado, con lector de pantalla, con el texto ampliado y en la pantalla de un celular."
						] })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						className: require_content_module.content_module_default.section,
						"aria-labelledby": "a11y-revision",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
								id: "a11y-revision",
								children: "Cómo revisamos el sitio"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Las pruebas automáticas del sitio, que se ejecutan en un navegador real con cada versión, revisan que:" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
								className: require_content_module.content_module_default.list,
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
										"ninguna página pública tenga un problema grave o crítico según ",
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
											lang: "en",
											children: "axe-core"
										}),
										", el verificador automático de las pautas WCAG, que también revisa el formulario de Atención al ciudadano y varias pantallas de administración;"
									] }),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "cada página se lea en la pantalla de un celular (390 píxeles) sin desplazamiento lateral;" }),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "el menú y el visor de fotos se puedan usar con el teclado y en pantallas táctiles." })
								]
							}),
							require_page_common.formatDay(BUILD_DATE) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
								"La versión del sitio que usted ve se construyó el",
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
									dateTime: BUILD_DATE,
									children: require_page_common.formatDay(BUILD_DATE)
								}),
								"."
							] }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Las herramientas automáticas encuentran solo una parte de las barreras posibles; por eso su reporte nos ayuda." })
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						className: require_content_module.content_module_default.section,
						"aria-labelledby": "a11y-limitaciones",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
								id: "a11y-limitaciones",
								children: "Limitaciones conocidas"
							}),
							require_rich_text.hasRichText(statement.limitations) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
								value: statement.limitations,
								listClassName: require_content_module.content_module_default.list,
								headingLevel: 3
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "La institución no conoce por ahora limitaciones de accesibilidad en este sitio." }),
							require_rich_text.hasRichText(statement.alternatives) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
								value: statement.alternatives,
								listClassName: require_content_module.content_module_default.list,
								headingLevel: 3
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						className: require_content_module.content_module_default.section,
						"aria-labelledby": "a11y-reporte",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
								id: "a11y-reporte",
								children: "Reporte una barrera de accesibilidad"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Si no puede usar alguna parte del sitio (un documento que su lector de pantalla no lee, un formulario que no puede completar con el teclado, un texto que no alcanza a leer), cuéntenos qué página era y qué pasó. Su reporte recibe un número de radicado y una respuesta en los plazos de ley." }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
								to: BARRIER_REPORT,
								className: "button",
								children: "Reportar una barrera de accesibilidad"
							}) })
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NoAplicaNotes, { path: require_site_common.PUBLIC_PATHS.accesibilidad }),
					require_page_common.formatDay(reviewed) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Última revisión de esta declaración: ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
							dateTime: reviewed,
							children: require_page_common.formatDay(reviewed)
						}),
						"."
					] })
				]
			});
		}
	});
}
exports.BARRIER_REPORT = BARRIER_REPORT;
exports.default = AccesibilidadPage;
