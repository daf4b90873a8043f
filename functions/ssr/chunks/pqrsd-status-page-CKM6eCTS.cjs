const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_pqrsd_api = require("./pqrsd-api-D60dsYW2.cjs");
const require_form_field = require("./form-field-nzFyujl0.cjs");
// src/features/pqrsd/lost-code-form.tsx
var import_react = require_jsx_runtime$1.require_react();
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
/** `radicado`: what the look-up's field holds when the form opens, so it need not be typed twice. */
function LostCodeForm({ radicado }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)(null);
	const [sent, setSent] = (0, import_react.useState)(null);
	const firstField = (0, import_react.useRef)(null);
	const toggle = () => {
		setOpen(!open);
		if (!open) requestAnimationFrame(() => firstField.current?.focus());
	};
	const onSubmit = async (event) => {
		event.preventDefault();
		const data = new FormData(event.currentTarget);
		const fields = {
			radicado: String(data.get("radicado") ?? "").trim(),
			email: String(data.get("email") ?? "").trim()
		};
		if (!fields.radicado || !fields.email) {
			setError("Escriba el número de radicado y el correo electrónico que dio en la solicitud.");
			return;
		}
		setBusy(true);
		setError(null);
		setSent(null);
		try {
			setSent((await require_pqrsd_api.requestNewCode(fields.radicado, fields.email)).message);
		} catch (err) {
			setError(err instanceof require_site_common.ApiError ? err.message : "No pudimos pedir el código. Intente de nuevo.");
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: require_form_field.pqrsd_module_default.lost,
		"aria-labelledby": "codigo-perdido",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "codigo-perdido",
			className: require_form_field.pqrsd_module_default.lostHeading,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: require_form_field.pqrsd_module_default.disclosure,
				"aria-expanded": open,
				"aria-controls": "codigo-perdido-form",
				onClick: toggle,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: require_form_field.pqrsd_module_default.marker,
					"aria-hidden": "true"
				}), "¿Perdió su código?"]
			})
		}), open && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			method: "post",
			id: "codigo-perdido-form",
			className: require_form_field.pqrsd_module_default.lostForm,
			onSubmit,
			"aria-busy": busy,
			"aria-label": "Pedir un código nuevo",
			noValidate: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: require_form_field.pqrsd_module_default.note,
					children: "Le enviaremos un código nuevo al correo que dio en su solicitud; el código anterior dejará de funcionar. Una solicitud anónima no tiene correo: su código no se puede enviar de nuevo."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
					id: "codigo-radicado",
					name: "radicado",
					label: "Número de radicado",
					children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						...c,
						ref: firstField,
						type: "text",
						required: true,
						autoCapitalize: "characters",
						autoComplete: "off",
						spellCheck: false,
						maxLength: 24,
						defaultValue: radicado.trim()
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
					id: "codigo-email",
					name: "email",
					label: "Correo electrónico",
					children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						...c,
						type: "email",
						required: true,
						autoComplete: "email",
						maxLength: require_pqrsd_api.PQRSD_FIELDS.email.max
					})
				}),
				error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: require_form_field.pqrsd_module_default.error,
					role: "alert",
					children: error
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: require_form_field.pqrsd_module_default.lostActions,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: require_form_field.pqrsd_module_default.sent,
						role: "status",
						children: sent
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "button button-outline",
						disabled: busy,
						children: busy ? "Enviando…" : "Enviarme un código nuevo"
					})]
				})
			]
		})]
	});
}
// src/features/pqrsd/pqrsd-status-page.tsx
/**
* /pqrsd/consulta: a request's state from its radicado and its tracking code, the only key that
* reads it (issue 46: the e-mail no longer does); both may come filled in from the receipt's link
* (lookup-query.ts). A wrong pair and an unknown radicado read the same. "¿Perdió su código?"
* asks the server to mail a new one to the address stored with the request (lost-code-form.tsx).
*/
var { title } = require_site_common.pageById("pqrsdconsulta");
function Result({ status }) {
	const heading = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => heading.current?.focus(), []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: require_form_field.pqrsd_module_default.panel,
		"aria-labelledby": "pqrsd-resultado",
		"data-testid": "pqrsd-status",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
				id: "pqrsd-resultado",
				ref: heading,
				tabIndex: -1,
				children: ["Solicitud ", status.radicado]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: require_form_field.pqrsd_module_default.facts,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Tipo" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: status.tipoLabel }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Asunto" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: status.asunto }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Estado" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: require_pqrsd_api.PQRSD_STATE_LABELS[status.estado] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Recibida" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: require_form_field.longDate(status.receivedDate) }),
					status.dueDate && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Respuesta a más tardar" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: require_form_field.longDate(status.dueDate) })] })
				]
			}),
			status.transfer && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"El ",
				require_form_field.longDate(status.transfer.date),
				" la trasladamos a ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: status.transfer.entity }),
				", la entidad que debe responderla."
			] }),
			status.answer && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", { children: ["Respuesta del ", require_form_field.longDate(status.answer.date)] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: require_form_field.pqrsd_module_default.answer,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
						value: status.answer.text,
						headingLevel: 3
					})
				}),
				status.answer.pdf && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "La respuesta trae un documento PDF: se lo enviamos a su correo." })
			] })
		]
	});
}
function PqrsdStatusPage() {
	require_site_common.usePageTitle(title);
	const { search } = require_site_common.useLocation();
	const [initial] = (0, import_react.useState)(() => require_form_field.lookupQuery(search));
	const [radicado, setRadicado] = (0, import_react.useState)(initial.radicado);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)(null);
	const [status, setStatus] = (0, import_react.useState)(null);
	const onSubmit = async (event) => {
		event.preventDefault();
		const code = String(new FormData(event.currentTarget).get("codigo") ?? "").trim();
		if (!radicado.trim() || !code) {
			setError("Escriba el número de radicado y el código de seguimiento.");
			return;
		}
		setBusy(true);
		setError(null);
		setStatus(null);
		try {
			setStatus(await require_pqrsd_api.lookupPqrsd(radicado.trim(), code));
		} catch (err) {
			setError(err instanceof require_site_common.ApiError ? err.message : "No pudimos consultar la solicitud. Intente de nuevo.");
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_form_field.pqrsd_module_default.page}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "page-title",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_form_field.pqrsd_module_default.intro,
				children: "Escriba el número de radicado (por ejemplo, PQRSD-2026-000123) y el código de seguimiento que recibió al enviar su solicitud. Los dos aparecen en la confirmación y, si dio un correo, en el mensaje que le enviamos."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_form_field.pqrsd_module_default.layout,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: require_form_field.pqrsd_module_default.stack,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
							method: "post",
							className: require_form_field.pqrsd_module_default.form,
							onSubmit,
							"aria-busy": busy,
							noValidate: true,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
									id: "consulta-radicado",
									name: "radicado",
									label: "Número de radicado",
									children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
										...c,
										type: "text",
										required: true,
										autoCapitalize: "characters",
										autoComplete: "off",
										spellCheck: false,
										maxLength: 24,
										value: radicado,
										onChange: (e) => setRadicado(e.target.value)
									})
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
									id: "consulta-codigo",
									name: "codigo",
									label: "Código de seguimiento",
									hint: "20 letras y números en grupos de cuatro. Puede escribirlo sin guiones y en minúsculas.",
									children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
										...c,
										type: "text",
										required: true,
										autoCapitalize: "characters",
										autoComplete: "off",
										autoCorrect: "off",
										spellCheck: false,
										maxLength: 40,
										defaultValue: initial.code,
										className: require_form_field.pqrsd_module_default.codeInput
									})
								}),
								error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: require_form_field.pqrsd_module_default.error,
									role: "alert",
									children: error
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
									type: "submit",
									className: "button",
									disabled: busy,
									children: busy ? "Consultando…" : "Consultar"
								})
							]
						}),
						status && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Result, { status }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LostCodeForm, { radicado })
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
					className: require_form_field.pqrsd_module_default.aside,
					"aria-labelledby": "consulta-ayuda",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "consulta-ayuda",
						children: "¿No tiene un radicado?"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						to: require_site_common.PUBLIC_PATHS.pqrsd,
						children: "Envíe una petición, queja, reclamo, sugerencia o denuncia"
					}) })]
				})]
			})
		]
	});
}
exports.default = PqrsdStatusPage;
