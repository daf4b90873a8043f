const require_contact_details = require("./contact-details-jNB1wpxo.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_pqrsd_api = require("./pqrsd-api-D60dsYW2.cjs");
// src/features/contact/contact.module.css
var import_react = require_jsx_runtime$1.require_react();
var contact_module_default = {
	page: "_XR_vbI",
	intro: "_Ug0DNC _ohC-F9",
	layout: "_DLIdTW _oUTLyX",
	form: "_6_3DGC _K5ByZV",
	required: "_2-YwdB",
	row: "_GkT1ti _o8PKr3",
	field: "_d9zWJz _Yw6s0e",
	consent: "_At18CR _mQ-gzX",
	details: "_LpWV_h _YSv7XJ",
	trap: "__uXiuC _vGqpMl",
	sent: "_dRG3xP"
};
// src/features/contact/contact-form.tsx
/**
* The contact form (spec §2, §5, §8): subject, name, email (type email), phone (type tel) and
* message, all required, plus the consent to the personal-data policy that Colombian law
* (Ley 1581 de 2012) requires before collecting personal data. The browser's own validation
* checks the fields. The message is stored by the server as a request of Atención al ciudadano
* (POST /api/pqrsd, type `contacto`), which mails the school from its outbox: nothing depends on
* the browser reaching a mail service, and no browser picks the recipient. The result is the
* alert of spec §8 (with the radicado on success); the form is cleared only once the message is
* stored, so a failure keeps what the visitor wrote.
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
var SENT_MESSAGE = "Mensaje enviado con éxito!";
var FAILED_MESSAGE = "Hubo un error al enviar el mensaje.";
var field = (data, name) => String(data.get(name) ?? "").trim();
function ContactForm() {
	const [sending, setSending] = (0, import_react.useState)(false);
	const [radicado, setRadicado] = (0, import_react.useState)(null);
	const onSubmit = async (event) => {
		event.preventDefault();
		const form = event.currentTarget;
		const data = new FormData(form);
		setSending(true);
		try {
			const filed = await require_pqrsd_api.submitPqrsd({
				tipo: "contacto",
				asunto: field(data, "subject"),
				nombre: field(data, "name"),
				email: field(data, "email"),
				telefono: field(data, "phone"),
				mensaje: field(data, "message"),
				consentimiento: require_pqrsd_api.PQRSD_CONSENT_VERSION,
				sitioWeb: field(data, "sitioWeb")
			});
			setRadicado(filed.radicado);
			form.reset();
			window.alert(`${SENT_MESSAGE} Radicado: ${filed.radicado}`);
		} catch (err) {
			console.error("Error al enviar el mensaje de contacto:", err instanceof require_site_common.ApiError ? err.code : err);
			window.alert(err instanceof require_site_common.ApiError && err.status >= 400 && err.status < 500 ? `${FAILED_MESSAGE} ${err.message}` : FAILED_MESSAGE);
		} finally {
			setSending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: contact_module_default.form,
		onSubmit,
		"aria-busy": sending,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: contact_module_default.required,
				children: "Todos los campos son obligatorios."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: contact_module_default.field,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: "contact-subject",
					children: "Asunto"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: "contact-subject",
					name: "subject",
					type: "text",
					required: true,
					maxLength: require_pqrsd_api.PQRSD_FIELDS.asunto.max
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: contact_module_default.row,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: contact_module_default.field,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: "contact-name",
						children: "Nombre"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: "contact-name",
						name: "name",
						type: "text",
						required: true,
						autoComplete: "name",
						maxLength: require_pqrsd_api.PQRSD_FIELDS.nombre.max
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: contact_module_default.field,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: "contact-phone",
						children: "Teléfono"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: "contact-phone",
						name: "phone",
						type: "tel",
						required: true,
						autoComplete: "tel",
						maxLength: require_pqrsd_api.PQRSD_FIELDS.telefono.max
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: contact_module_default.field,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: "contact-email",
					children: "Correo electrónico"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: "contact-email",
					name: "email",
					type: "email",
					required: true,
					autoComplete: "email",
					maxLength: require_pqrsd_api.PQRSD_FIELDS.email.max
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: contact_module_default.field,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: "contact-message",
					children: "Mensaje"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
					id: "contact-message",
					name: "message",
					required: true,
					rows: 6,
					maxLength: 5e3
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: contact_module_default.consent,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: "contact-consent",
					name: "consent",
					type: "checkbox",
					required: true
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					htmlFor: "contact-consent",
					children: [
						require_pqrsd_api.PQRSD_CONSENT_TEXT,
						" Consulte la",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
							to: require_site_common.PUBLIC_PATHS.politicaprivacidad,
							children: "Política de privacidad y tratamiento de datos personales"
						}),
						"."
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: contact_module_default.trap,
				"aria-hidden": "true",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: "contact-sitio",
					children: "Sitio web (déjelo vacío)"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: "contact-sitio",
					name: "sitioWeb",
					type: "text",
					tabIndex: -1,
					autoComplete: "off"
				})]
			}),
			radicado && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: contact_module_default.sent,
				role: "status",
				children: [
					"Mensaje enviado con éxito!",
					" Su número de radicado es ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: radicado }),
					"."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: "button",
				disabled: sending,
				children: sending ? "Enviando…" : "Enviar"
			})
		]
	});
}
// src/features/contact/contact-page.tsx
/** /contacto: the contact form next to the school's contact details. */
function ContactPage() {
	require_site_common.usePageTitle(require_site_common.pageById("contacto").title);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${contact_module_default.page}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "page-title",
				children: "Contáctenos"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: contact_module_default.intro,
				children: "Escríbanos sus preguntas, solicitudes o sugerencias. Le responderemos al correo que nos indique."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: contact_module_default.layout,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactForm, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
					className: contact_module_default.details,
					"aria-labelledby": "datos-contacto",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "datos-contacto",
						children: "Datos de contacto"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_contact_details.ContactDetails, { iconSize: 20 })]
				})]
			})
		]
	});
}
exports.default = ContactPage;
