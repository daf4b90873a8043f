const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
// src/features/public/components/pqrsd-report.module.css
var import_react = require_jsx_runtime$1.require_react();
var pqrsd_report_module_default = {
	report: "_bPLmoT",
	heading: "_1DhdaZ",
	intro: "_pi-fA8",
	muted: "_JINKbl",
	picker: "_SNmO12",
	scroll: "_YXc5ti",
	table: "_3uxTmH",
	group: "_G-xLd6",
	strong: "_cmlCbD",
	words: "_qOCX0O",
	indent: "_iCv3Dd",
	retry: "_RotkRU",
	kind: "_26qIDl",
	downloads: "_ziPjLT"
};
// src/features/public/components/pqrsd-report.tsx
/**
* The requests report of the transparency section (issue 24; Ley 1712 de 2014, Decreto 103 de
* 2015): shown under the Anexo 2 sub-item of the requests reports, computed by the function from
* the stored requests (GET /api/pqrsd/informe, aggregate figures only). Per quarter (the annex's
* "informes trimestrales") or per semester (Decreto 103 de 2015 art. 52), one period at a time,
* the current one first, so the table stays two columns wide on a phone; each kind downloadable
* as CSV (issue 50). Read once the page is on screen (never in the prerender, which has no API).
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
var REPORT_TEXT = {
	heading: "Informe de solicitudes de acceso a la información, peticiones, quejas, reclamos y denuncias",
	intro: "Calculado automáticamente a partir de las solicitudes radicadas en el canal de Atención al ciudadano de este sitio. Los plazos se cuentan en días hábiles (Ley 1755 de 2015).",
	semester: "Semestre",
	quarter: "Trimestre",
	kind: "Ver el informe",
	byQuarter: "Por trimestre",
	bySemester: "Por semestre",
	csvQuarters: "Descargar todos los trimestres (CSV)",
	csvSemesters: "Descargar todos los semestres (CSV)",
	loading: "Calculando el informe…",
	failed: "No se pudo cargar el informe en este momento.",
	retry: "Reintentar",
	caption: (label) => `Solicitudes del ${label}`,
	concept: "Concepto",
	amount: "Cantidad",
	received: "Recibidas por tipo",
	total: "Total de solicitudes recibidas",
	transferred: "Trasladadas a otra entidad por no ser de competencia del colegio",
	answeredInTime: "Respondidas dentro del término",
	answeredLate: "Respondidas fuera del término",
	inProgress: "En trámite",
	average: "Tiempo promedio de respuesta",
	averageValue: (days) => days === null ? "Sin respuestas en el periodo" : `${days.toLocaleString("es-CO")} días hábiles`,
	denied: "Solicitudes de información negadas",
	types: {
		peticion: "Peticiones",
		queja: "Quejas",
		reclamo: "Reclamos",
		sugerencia: "Sugerencias",
		denuncia: "Denuncias",
		informacion: "Solicitudes de información",
		consulta: "Consultas"
	}
};
/** "2026-1" → "primer semestre de 2026 (enero a junio)". */
var semesterLabel = (semester) => {
	const [year, half] = semester.split("-");
	return half === "1" ? `primer semestre de ${year} (enero a junio)` : `segundo semestre de ${year} (julio a diciembre)`;
};
/** "2026-1" → "2026, primer semestre": short enough for the select on a phone. */
var shortLabel = (semester) => `${semester.slice(0, 4)}, ${semester.endsWith("-1") ? "primer" : "segundo"} semestre`;
var QUARTER_NAMES = [
	"primer",
	"segundo",
	"tercer",
	"cuarto"
];
var QUARTER_MONTHS = [
	"enero a marzo",
	"abril a junio",
	"julio a septiembre",
	"octubre a diciembre"
];
/** "2026-T1" → "primer trimestre de 2026 (enero a marzo)". */
var quarterLabel = (quarter) => {
	const [year, q] = quarter.split("-T");
	const i = Number(q) - 1;
	return `${QUARTER_NAMES[i]} trimestre de ${year} (${QUARTER_MONTHS[i]})`;
};
var shortQuarter = (quarter) => `${quarter.slice(0, 4)}, ${QUARTER_NAMES[Number(quarter.slice(-1)) - 1]} trimestre`;
/** The CSV of each kind (public, aggregate figures: routes/pqrsd.ts). */
var REPORT_CSV = {
	quarters: "/api/pqrsd/informe/trimestres.csv",
	semesters: "/api/pqrsd/informe/semestres.csv"
};
function start(load) {
	const report = load();
	report.catch(() => {});
	return report;
}
/** `Heading`: one level under the sub-item's own heading. */
function PqrsdReport({ Heading, load }) {
	const [report, setReport] = (0, import_react.useState)(() => typeof window === "undefined" ? null : start(load));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: pqrsd_report_module_default.report,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
				className: pqrsd_report_module_default.heading,
				children: REPORT_TEXT.heading
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: pqrsd_report_module_default.intro,
				children: REPORT_TEXT.intro
			}),
			!report ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: pqrsd_report_module_default.muted,
				children: REPORT_TEXT.loading
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.Deferred, {
				resolve: report,
				loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: pqrsd_report_module_default.muted,
					children: REPORT_TEXT.loading
				}),
				failed: () => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: pqrsd_report_module_default.muted,
					role: "alert",
					children: [
						REPORT_TEXT.failed,
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: pqrsd_report_module_default.retry,
							onClick: () => setReport(start(load)),
							children: REPORT_TEXT.retry
						})
					]
				}),
				report: "Error al cargar el informe de solicitudes:",
				children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReportTable, { data })
			})
		]
	});
}
var periodsOf = (data, kind) => kind === "quarters" ? (data.quarters ?? []).map((q) => ({
	id: q.quarter,
	short: shortQuarter(q.quarter),
	long: quarterLabel(q.quarter),
	figures: q
})) : data.semesters.map((x) => ({
	id: x.semester,
	short: shortLabel(x.semester),
	long: semesterLabel(x.semester),
	figures: x
}));
function ReportTable({ data }) {
	const selectId = (0, import_react.useId)();
	const kindName = (0, import_react.useId)();
	const [kind, setKind] = (0, import_react.useState)(data.quarters?.length ? "quarters" : "semesters");
	const periods = periodsOf(data, kind);
	const [chosen, setChosen] = (0, import_react.useState)("");
	const period = periods.find((x) => x.id === chosen) ?? periods[0];
	if (!period) return null;
	const s = period.figures;
	const label = period.long;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
			className: pqrsd_report_module_default.kind,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: REPORT_TEXT.kind }), [["quarters", REPORT_TEXT.byQuarter], ["semesters", REPORT_TEXT.bySemester]].map(([value, text]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					type: "radio",
					name: kindName,
					value,
					checked: kind === value,
					onChange: () => {
						setKind(value);
						setChosen("");
					}
				}),
				" ",
				text
			] }, value))]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: pqrsd_report_module_default.picker,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: selectId,
				children: kind === "quarters" ? REPORT_TEXT.quarter : REPORT_TEXT.semester
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
				id: selectId,
				value: period.id,
				onChange: (e) => setChosen(e.target.value),
				children: periods.map((x) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: x.id,
					children: x.short
				}, x.id))
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: pqrsd_report_module_default.scroll,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("table", {
				className: pqrsd_report_module_default.table,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", { children: REPORT_TEXT.caption(label) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						children: REPORT_TEXT.concept
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
						scope: "col",
						children: REPORT_TEXT.amount
					})] }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tbody", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tr", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "rowgroup",
							colSpan: 2,
							className: pqrsd_report_module_default.group,
							children: REPORT_TEXT.received
						}) }),
						Object.keys(REPORT_TEXT.types).map((type) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
							scope: "row",
							className: pqrsd_report_module_default.indent,
							children: REPORT_TEXT.types[type]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: s.received[type] })] }, type)),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
							label: REPORT_TEXT.total,
							value: s.total,
							strong: true
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
							label: REPORT_TEXT.transferred,
							value: s.transferred
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
							label: REPORT_TEXT.answeredInTime,
							value: s.answeredInTime
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
							label: REPORT_TEXT.answeredLate,
							value: s.answeredLate
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
							label: REPORT_TEXT.inProgress,
							value: s.inProgress
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
							label: REPORT_TEXT.average,
							value: REPORT_TEXT.averageValue(s.averageAnswerDays)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Row, {
							label: REPORT_TEXT.denied,
							value: s.informationDenied
						})
					] })
				]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: pqrsd_report_module_default.downloads,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: REPORT_CSV.quarters,
				download: true,
				children: REPORT_TEXT.csvQuarters
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: REPORT_CSV.semesters,
				download: true,
				children: REPORT_TEXT.csvSemesters
			})]
		})
	] });
}
function Row({ label, value, strong }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", {
		className: strong ? pqrsd_report_module_default.strong : void 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
			scope: "row",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", {
			className: typeof value === "string" ? pqrsd_report_module_default.words : void 0,
			children: value
		})]
	});
}
exports.PqrsdReport = PqrsdReport;
