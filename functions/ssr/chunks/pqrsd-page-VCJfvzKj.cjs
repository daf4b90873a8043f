const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_form_field = require("./form-field-nzFyujl0.cjs");
const require_pqrsd_api = require("./pqrsd-api-D60dsYW2.cjs");
// ../functions/src/model/sniff.ts
function sniffType(b) {
	const ascii = (from, to) => String.fromCharCode(...b.subarray(from, to));
	if (b.length >= 3 && b[0] === 255 && b[1] === 216 && b[2] === 255) return "jpeg";
	if (b.length >= 8 && [
		137,
		80,
		78,
		71,
		13,
		10,
		26,
		10
	].every((v, i) => b[i] === v)) return "png";
	if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
	if (b.length >= 5 && ascii(0, 5) === "%PDF-") return "pdf";
	return null;
}
// src/features/pqrsd/copy-value.tsx
var import_react = require_jsx_runtime$1.require_react();
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
function selectContents(element) {
	const selection = window.getSelection();
	if (!selection) return;
	selection.removeAllRanges();
	const range = document.createRange();
	range.selectNodeContents(element);
	selection.addRange(range);
}
function CopyValue({ label, value, what, testId }) {
	const valueRef = (0, import_react.useRef)(null);
	const [outcome, setOutcome] = (0, import_react.useState)(null);
	const copy = async () => {
		try {
			if (!navigator.clipboard) throw new Error("no clipboard");
			await navigator.clipboard.writeText(value);
			setOutcome("copied");
		} catch {
			if (valueRef.current) selectContents(valueRef.current);
			setOutcome("selected");
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: require_form_field.pqrsd_module_default.keep,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: label }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: require_form_field.pqrsd_module_default.keepRow,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				ref: valueRef,
				className: require_form_field.pqrsd_module_default.keepValue,
				"data-testid": testId,
				children: value
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: `button button-outline ${require_form_field.pqrsd_module_default.copy}`,
				onClick: copy,
				children: ["Copiar", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "sr-only",
					children: [" ", what]
				})]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: require_form_field.pqrsd_module_default.copyOutcome,
			role: "status",
			children: [outcome === "copied" && "✓ Copiado. Péguelo donde quiera guardarlo.", outcome === "selected" && "No pudimos copiarlo: quedó seleccionado. Cópielo con Ctrl+C (o manteniendo el dedo sobre él) y guárdelo."]
		})] })]
	});
}
// src/features/pqrsd/pqrsd-form.tsx
/**
* The PQRSD form (/pqrsd): the request type, the citizen's data, the message, one optional
* attachment and the Ley 1581 consent. Checked in the browser with the same check the server runs
* (`checkPqrsdInput`, @model/pqrsd-input: a zod schema, loaded when the visitor starts on the form
* so the page's first load carries no zod; decision 0018), every problem at once: beside its field
* (aria-invalid, the message in its aria-describedby) and in a summary at the top that takes the
* focus and links to each field (the GOV.UK error summary: one send shows every mistake, and a
* screen reader hears them first). The attachment is checked from its first bytes like every
* upload. On any failure the visitor's text stays in the form, with the reasons.
*/
/** The types a citizen picks here, with a plain-language hint; `contacto` is the contact form's. */
var TYPES = [
	{
		tipo: "peticion",
		hint: "Pedir algo al colegio: un certificado, un trámite, una actuación."
	},
	{
		tipo: "queja",
		hint: "Inconformidad con la atención o la conducta de una persona del colegio."
	},
	{
		tipo: "reclamo",
		hint: "Inconformidad con un servicio que no se prestó o se prestó mal."
	},
	{
		tipo: "sugerencia",
		hint: "Una idea para mejorar el colegio o sus servicios."
	},
	{
		tipo: "denuncia",
		hint: "Dar a conocer un hecho irregular para que se investigue."
	},
	{
		tipo: "informacion",
		hint: "Pedir información pública o copia de documentos."
	},
	{
		tipo: "consulta",
		hint: "Pedir el concepto del colegio sobre un tema a su cargo."
	}
];
/**
* The check, asked for once, when the visitor first focuses a field. If its chunk cannot come (the
* connection dropped) the request goes unchecked: the server runs the same check and says why.
*/
var inputCheck;
var loadInputCheck = () => inputCheck ??= Promise.resolve().then(() => require("./pqrsd-input-sr8VXvU_.cjs")).catch((err) => {
	inputCheck = void 0;
	throw err;
});
/** Why an anonymous denuncia, which collects no name or e-mail, still asks the consent. */
var ANONYMOUS_CONSENT_WHY = "¿Por qué se lo pedimos si su denuncia es anónima? Su mensaje o el archivo adjunto pueden contener datos personales suyos (o de otras personas); el colegio solo los usará para tramitar la denuncia.";
/**
* "Hay un problema" and the list of problems, each a link to its field (GOV.UK's error summary). A
* link moves the focus to the control and shows its label above it, rather than jumping to the
* #fragment (which would leave the label off screen and add a history entry).
*/
function ErrorSummary({ problems, ref }) {
	const goTo = (event, field) => {
		const control = document.getElementById(`pqrsd-${field}`);
		if (!control) return;
		event.preventDefault();
		(document.querySelector(`label[for="pqrsd-${field}"]`) ?? control).scrollIntoView?.({ block: "start" });
		control.focus({ preventScroll: true });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref,
		className: require_form_field.pqrsd_module_default.errorSummary,
		role: "alert",
		tabIndex: -1,
		"aria-labelledby": "pqrsd-problemas",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "pqrsd-problemas",
			children: "Hay un problema"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: problems.map(({ field, message }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: field ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
			href: `#pqrsd-${field}`,
			onClick: (e) => goTo(e, field),
			children: message
		}) : message }, `${field ?? ""}:${message}`)) })]
	});
}
var termOf = (tipo) => `Respuesta en ${require_pqrsd_api.PQRSD_TERM_DAYS[tipo]} días hábiles.`;
/**
* A link may start the form filled in (issue 50: the accessibility statement's "Reportar una
* barrera" is /pqrsd?tipo=reclamo&asunto=Barrera%20de%20accesibilidad): a type the form offers and
* a one-line subject cut to its limit. Only starting values the visitor sees and may change; the
* request is checked as always, here and by the server. Read from the address on both sides of
* hydration (the server renders the same address), so the first render matches.
*/
function prefillFrom(search) {
	const query = new URLSearchParams(search);
	return {
		tipo: TYPES.find((t) => t.tipo === query.get("tipo"))?.tipo ?? "peticion",
		asunto: (query.get("asunto") ?? "").replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").trim().slice(0, require_pqrsd_api.PQRSD_FIELDS.asunto.max)
	};
}
/** Why a chosen file cannot go: its real type from the first bytes, and its size. */
async function attachmentProblem(file) {
	if (file.size > 5242880) return "El archivo adjunto supera el tamaño máximo de 5 MB.";
	if (file.size === 0) return "El archivo adjunto está vacío.";
	const type = sniffType(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
	return type === "pdf" || type === "jpeg" || type === "png" ? null : "El archivo adjunto debe ser PDF, JPEG o PNG.";
}
function PqrsdForm({ onFiled }) {
	const { search } = require_site_common.useLocation();
	const [prefill] = (0, import_react.useState)(() => prefillFrom(search));
	const [tipo, setTipo] = (0, import_react.useState)(prefill.tipo);
	const [anonymous, setAnonymous] = (0, import_react.useState)(false);
	const [sending, setSending] = (0, import_react.useState)(false);
	/** Every problem, in the form's order (the summary's list), and each field's own message (beside it). */
	const [error, setError] = (0, import_react.useState)(null);
	const summaryRef = (0, import_react.useRef)(null);
	const canBeAnonymous = require_pqrsd_api.PQRSD_ANONYMOUS_TYPES.includes(tipo);
	const anon = canBeAnonymous && anonymous;
	/**
	* Every problem beside its field (those the form shows) and all of them in the summary, which
	* takes the focus: a screen reader reads the list, and the page scrolls to where it starts.
	*/
	const fail = (found) => {
		const fields = {};
		const problems = [];
		for (const { field, message } of found) {
			const shown = field && document.getElementById(`pqrsd-${field}`) ? field : void 0;
			if (shown && fields[shown]) continue;
			if (shown) fields[shown] = message;
			problems.push(shown ? {
				field: shown,
				message
			} : { message });
		}
		setError({
			problems,
			fields
		});
	};
	(0, import_react.useEffect)(() => {
		if (error) summaryRef.current?.focus();
	}, [error]);
	/** The message beside a field while it is at fault. */
	const errorOf = (field) => error?.fields[field] ?? null;
	const onSubmit = async (event) => {
		event.preventDefault();
		const data = new FormData(event.currentTarget);
		const text = (name) => String(data.get(name) ?? "");
		const fields = {
			tipo,
			anonimo: anon,
			...anon ? {} : {
				nombre: text("nombre"),
				documento: text("documento"),
				email: text("email"),
				telefono: text("telefono")
			},
			asunto: text("asunto"),
			mensaje: text("mensaje"),
			consentimiento: data.get("consentimiento") ? require_pqrsd_api.PQRSD_CONSENT_VERSION : "",
			[require_pqrsd_api.PQRSD_HONEYPOT_FIELD]: text(require_pqrsd_api.PQRSD_HONEYPOT_FIELD)
		};
		const checked = (await loadInputCheck().catch(() => null))?.checkPqrsdInput(fields);
		const problems = checked && !checked.ok ? checked.problems : [];
		const file = data.get("adjunto");
		const attachment = file instanceof File && file.size > 0 ? file : null;
		const fileProblem = attachment ? await attachmentProblem(attachment) : null;
		if (fileProblem) problems.push({
			field: "adjunto",
			message: fileProblem
		});
		if (problems.length) return fail(problems);
		setSending(true);
		setError(null);
		try {
			onFiled(await require_pqrsd_api.submitPqrsd(fields, attachment), anon);
		} catch (err) {
			fail([{ message: err instanceof require_site_common.ApiError ? err.message : "No pudimos enviar la solicitud. Intente de nuevo." }]);
		} finally {
			setSending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		method: "post",
		className: require_form_field.pqrsd_module_default.form,
		onSubmit,
		onFocus: () => void loadInputCheck().catch(() => void 0),
		"aria-busy": sending,
		noValidate: true,
		children: [
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorSummary, {
				ref: summaryRef,
				problems: error.problems
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: require_form_field.pqrsd_module_default.types,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: "¿Qué desea enviar?" }), TYPES.map(({ tipo: value, hint }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: require_form_field.pqrsd_module_default.option,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "radio",
						name: "tipo",
						value,
						checked: tipo === value,
						onChange: () => setTipo(value)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: require_pqrsd_api.PQRSD_TYPE_LABELS[value] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("small", { children: [
						hint,
						" ",
						termOf(value)
					] })] })]
				}, value))]
			}),
			canBeAnonymous && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.CheckRow, {
				id: "pqrsd-anonimo",
				checked: anonymous,
				onChange: (e) => setAnonymous(e.target.checked),
				label: "Denuncia anónima: no daré mi nombre ni mi correo. Recibiré un código para consultar la respuesta en este sitio."
			}),
			!anon && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_form_field.pqrsd_module_default.row,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
					id: "pqrsd-nombre",
					name: "nombre",
					label: require_pqrsd_api.PQRSD_FIELDS.nombre.label,
					error: errorOf("nombre"),
					children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						...c,
						type: "text",
						required: true,
						autoComplete: "name",
						maxLength: require_pqrsd_api.PQRSD_FIELDS.nombre.max
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
					id: "pqrsd-documento",
					name: "documento",
					label: require_pqrsd_api.PQRSD_FIELDS.documento.label,
					error: errorOf("documento"),
					children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						...c,
						type: "text",
						inputMode: "numeric",
						maxLength: require_pqrsd_api.PQRSD_FIELDS.documento.max
					})
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_form_field.pqrsd_module_default.row,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
					id: "pqrsd-email",
					name: "email",
					label: require_pqrsd_api.PQRSD_FIELDS.email.label,
					error: errorOf("email"),
					hint: "Allí le enviaremos el número de radicado, el código de seguimiento y la respuesta.",
					children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						...c,
						type: "email",
						required: true,
						autoComplete: "email",
						maxLength: require_pqrsd_api.PQRSD_FIELDS.email.max
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
					id: "pqrsd-telefono",
					name: "telefono",
					label: "Teléfono (opcional)",
					error: errorOf("telefono"),
					children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						...c,
						type: "tel",
						autoComplete: "tel",
						maxLength: require_pqrsd_api.PQRSD_FIELDS.telefono.max
					})
				})]
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
				id: "pqrsd-asunto",
				name: "asunto",
				label: require_pqrsd_api.PQRSD_FIELDS.asunto.label,
				error: errorOf("asunto"),
				children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					...c,
					type: "text",
					required: true,
					maxLength: require_pqrsd_api.PQRSD_FIELDS.asunto.max,
					defaultValue: prefill.asunto
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
				id: "pqrsd-mensaje",
				name: "mensaje",
				label: require_pqrsd_api.PQRSD_FIELDS.mensaje.label,
				error: errorOf("mensaje"),
				children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
					...c,
					required: true,
					rows: 7,
					maxLength: require_pqrsd_api.PQRSD_FIELDS.mensaje.max
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.FormField, {
				id: "pqrsd-adjunto",
				name: "adjunto",
				label: "Archivo adjunto (opcional)",
				error: errorOf("adjunto"),
				hint: "Un archivo PDF, JPEG o PNG de hasta 5 MB.",
				children: (c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					...c,
					type: "file",
					accept: ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_form_field.pqrsd_module_default.trap,
				"aria-hidden": "true",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: "pqrsd-sitio",
					children: "Sitio web (déjelo vacío)"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: "pqrsd-sitio",
					name: require_pqrsd_api.PQRSD_HONEYPOT_FIELD,
					type: "text",
					tabIndex: -1,
					autoComplete: "off"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_form_field.CheckRow, {
				id: "pqrsd-consentimiento",
				error: errorOf("consentimiento"),
				name: "consentimiento",
				required: true,
				hint: anon ? ANONYMOUS_CONSENT_WHY : void 0,
				label: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					require_pqrsd_api.PQRSD_CONSENT_TEXT,
					" Consulte la",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						to: require_site_common.PUBLIC_PATHS.politicaprivacidad,
						children: "Política de privacidad y tratamiento de datos personales"
					}),
					"."
				] })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: "button",
				disabled: sending,
				children: sending ? "Enviando…" : "Enviar solicitud"
			})
		]
	});
}
// src/features/pqrsd/pqrsd-page.tsx
/**
* /pqrsd, Atención al ciudadano (Ley 1474 de 2011 art. 76, Ley 1755 de 2015): the form, and once
* filed, the receipt: the radicado and the tracking code (every request has one; the two together
* are the only way to read it, issue 46), each with "Copiar", the date the answer is due and a
* link to the look-up with both filled in.
*/
var { title } = require_site_common.pageById("pqrsd");
/** `withEmail`: the filer gave an address (every request but an anonymous one), where the acuse went. */
function Receipt({ filed, withEmail }) {
	const heading = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => heading.current?.focus(), []);
	const code = filed.trackingCode;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: `${require_form_field.pqrsd_module_default.panel} ${require_form_field.pqrsd_module_default.success}`,
		"aria-labelledby": "pqrsd-radicada",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "pqrsd-radicada",
				ref: heading,
				tabIndex: -1,
				children: "Recibimos su solicitud"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: require_form_field.pqrsd_module_default.keepList,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyValue, {
					label: "Número de radicado",
					what: "el número de radicado",
					value: filed.radicado,
					testId: "radicado"
				}), code && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyValue, {
					label: "Código de seguimiento",
					what: "el código de seguimiento",
					value: code,
					testId: "tracking-code"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_form_field.pqrsd_module_default.keepNote,
				"data-testid": "code-note",
				children: withEmail ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: "Necesitará el radicado y el código de seguimiento para consultar su solicitud. También se los enviamos a su correo electrónico." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Anote el radicado y el código de seguimiento" }), " o cópielos en un lugar seguro: los necesitará para consultar su solicitud y, como es anónima, no tenemos un correo al cual enviárselos."] })
			}),
			filed.dueDate && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"Le responderemos a más tardar el ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: require_form_field.longDate(filed.dueDate) }),
				" (plazo en días hábiles)."
			] }),
			code && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
				to: require_form_field.lookupPath(filed.radicado, code),
				children: "Consultar esta solicitud"
			}) })
		]
	});
}
function PqrsdPage() {
	require_site_common.usePageTitle(title);
	const [filed, setFiled] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_form_field.pqrsd_module_default.page}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "page-title",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_form_field.pqrsd_module_default.intro,
				children: "Envíenos peticiones, quejas, reclamos, sugerencias y denuncias, o pida información. Cada solicitud recibe un número de radicado, un código de seguimiento para consultarla y una fecha máxima de respuesta, según la ley."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: require_form_field.pqrsd_module_default.layout,
				children: [filed ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Receipt, {
					filed: filed.filed,
					withEmail: !filed.anonymous
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PqrsdForm, { onFiled: (f, anonymous) => setFiled({
					filed: f,
					anonymous
				}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
					className: require_form_field.pqrsd_module_default.aside,
					"aria-labelledby": "pqrsd-ayuda",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "pqrsd-ayuda",
							children: "Antes de enviar"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Los plazos se cuentan en días hábiles desde el día hábil siguiente a la recepción." }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Una solicitud recibida en fin de semana o festivo se cuenta desde el siguiente día hábil." }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Las quejas y denuncias pueden ser anónimas." })
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
							to: require_site_common.PUBLIC_PATHS.pqrsdconsulta,
							children: "¿Ya envió una? Consulte su estado"
						}) })
					]
				})]
			})
		]
	});
}
exports.default = PqrsdPage;
