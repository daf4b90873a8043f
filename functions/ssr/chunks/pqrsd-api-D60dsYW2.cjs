const require_site_common = require("./site-common-Dmk5GkiF.cjs");
// ../functions/src/model/pqrsd.ts
/** The request types as the API names them; `contacto` is the contact form (no legal term). */
var PQRSD_TYPES = [
	"peticion",
	"queja",
	"reclamo",
	"sugerencia",
	"denuncia",
	"informacion",
	"consulta",
	"contacto"
];
/** Labels in plain language, as the form and the tracking page show them. */
var PQRSD_TYPE_LABELS = {
	peticion: "Petición",
	queja: "Queja",
	reclamo: "Reclamo",
	sugerencia: "Sugerencia",
	denuncia: "Denuncia",
	informacion: "Solicitud de información",
	consulta: "Consulta",
	contacto: "Mensaje de contacto"
};
/**
* Answer terms in business days (Ley 1755 de 2015, art. 14): 15 for a petition (and quejas,
* reclamos, sugerencias, denuncias), 10 for documents or information, 30 for a consultation.
* The contact form's messages carry no legal term.
*/
var PQRSD_TERM_DAYS = {
	peticion: 15,
	queja: 15,
	reclamo: 15,
	sugerencia: 15,
	denuncia: 15,
	informacion: 10,
	consulta: 30,
	contacto: null
};
/** Only quejas and denuncias may be filed anonymously (then no name nor e-mail; a tracking code). */
var PQRSD_ANONYMOUS_TYPES = ["queja", "denuncia"];
var PQRSD_STATE_LABELS = {
	radicada: "Radicada, en trámite",
	respondida: "Respondida",
	trasladada: "Trasladada a otra entidad",
	prorrogada: "En trámite, con prórroga"
};
/**
* The Ley 1581 consent the form shows. Its version is stored with each request (with the time it
* was given), so the school can prove which text the citizen accepted; change the version with
* the text.
*/
var PQRSD_CONSENT_VERSION = "2026-01";
var PQRSD_CONSENT_TEXT = "Autorizo al colegio a tratar mis datos personales solo para tramitar y responder esta solicitud, según la Ley 1581 de 2012 y la política de privacidad del sitio.";
var PQRSD_MAX_ATTACHMENT_BYTES = 5242880;
/** The honeypot: hidden from people, filled by bots; a filled one is refused. */
var PQRSD_HONEYPOT_FIELD = "sitioWeb";
/** The text fields of the form: label, size limits, and what must be there. */
var PQRSD_FIELDS = {
	nombre: {
		label: "Nombre completo",
		max: 120
	},
	documento: {
		label: "Número de documento (opcional)",
		max: 20
	},
	email: {
		label: "Correo electrónico",
		max: 254
	},
	telefono: {
		label: "Teléfono",
		max: 20
	},
	asunto: {
		label: "Asunto",
		max: 150
	},
	mensaje: {
		label: "Mensaje",
		max: 5e3
	}
};
// src/lib/pqrsd-api.ts
/** Sends the fields as JSON, or as multipart when there is an attachment (`adjunto`). */
function submitPqrsd(fields, attachment) {
	if (!attachment) return require_site_common.apiRequest("/api/pqrsd", {
		method: "POST",
		body: fields
	});
	const form = new FormData();
	for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
	form.append("adjunto", attachment, attachment.name);
	return require_site_common.apiRequest("/api/pqrsd", {
		method: "POST",
		body: form
	});
}
/**
* A request's state: the radicado and its tracking code are the only key (the server accepts
* either with or without separators, leading zeros and in any case; a wrong pair is a 404 like an
* unknown radicado).
*/
function lookupPqrsd(radicado, code) {
	const query = new URLSearchParams({
		radicado,
		code
	});
	return require_site_common.apiRequest(`/api/pqrsd/status?${query}`);
}
/**
* "¿Perdió su código?": the server mails a new code to the address stored with the request (the
* old one stops working) and answers the same message whether or not the pair matched, so the
* form only shows that message.
*/
function requestNewCode(radicado, email) {
	return require_site_common.apiRequest("/api/pqrsd/codigo", {
		method: "POST",
		body: {
			radicado,
			email
		}
	});
}
Object.defineProperty(exports, "PQRSD_ANONYMOUS_TYPES", {
	enumerable: true,
	get: function() {
		return PQRSD_ANONYMOUS_TYPES;
	}
});
Object.defineProperty(exports, "PQRSD_CONSENT_TEXT", {
	enumerable: true,
	get: function() {
		return PQRSD_CONSENT_TEXT;
	}
});
Object.defineProperty(exports, "PQRSD_CONSENT_VERSION", {
	enumerable: true,
	get: function() {
		return PQRSD_CONSENT_VERSION;
	}
});
Object.defineProperty(exports, "PQRSD_FIELDS", {
	enumerable: true,
	get: function() {
		return PQRSD_FIELDS;
	}
});
Object.defineProperty(exports, "PQRSD_HONEYPOT_FIELD", {
	enumerable: true,
	get: function() {
		return PQRSD_HONEYPOT_FIELD;
	}
});
Object.defineProperty(exports, "PQRSD_MAX_ATTACHMENT_BYTES", {
	enumerable: true,
	get: function() {
		return PQRSD_MAX_ATTACHMENT_BYTES;
	}
});
Object.defineProperty(exports, "PQRSD_STATE_LABELS", {
	enumerable: true,
	get: function() {
		return PQRSD_STATE_LABELS;
	}
});
Object.defineProperty(exports, "PQRSD_TERM_DAYS", {
	enumerable: true,
	get: function() {
		return PQRSD_TERM_DAYS;
	}
});
Object.defineProperty(exports, "PQRSD_TYPES", {
	enumerable: true,
	get: function() {
		return PQRSD_TYPES;
	}
});
Object.defineProperty(exports, "PQRSD_TYPE_LABELS", {
	enumerable: true,
	get: function() {
		return PQRSD_TYPE_LABELS;
	}
});
Object.defineProperty(exports, "lookupPqrsd", {
	enumerable: true,
	get: function() {
		return lookupPqrsd;
	}
});
Object.defineProperty(exports, "requestNewCode", {
	enumerable: true,
	get: function() {
		return requestNewCode;
	}
});
Object.defineProperty(exports, "submitPqrsd", {
	enumerable: true,
	get: function() {
		return submitPqrsd;
	}
});
