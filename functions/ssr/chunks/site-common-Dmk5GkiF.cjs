const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_decoded_or_null = require("./decoded-or-null-NHrAa1rg.cjs");
// src/lib/first-view.ts
var import_react = require_jsx_runtime$1.require_react();
var whenOver = /* @__PURE__ */ new Set();
function setFirstView(value) {
	if (value) return;
	whenOver.forEach((run) => run());
	whenOver.clear();
}
// src/lib/settled.ts
/**
* Marks `promise` with its outcome as soon as it settles, and returns it. Its rejection counts as
* handled here: whoever renders it reports it.
*/
function track(promise) {
	const marked = promise;
	if (marked.status !== void 0) return promise;
	marked.status = "pending";
	promise.then((value) => {
		marked.status = "fulfilled";
		marked.value = value;
	}, (error) => {
		marked.status = "rejected";
		marked.reason = error;
	});
	return promise;
}
/** What a tracked promise settled to, or `{ settled: false }` while it travels (or is untracked). */
function settledOf(promise) {
	const marked = promise;
	if (marked.status === "fulfilled") return {
		settled: true,
		value: marked.value
	};
	if (marked.status === "rejected") return {
		settled: true,
		error: marked.reason
	};
	return { settled: false };
}
/**
* A promise already fulfilled with `value` and marked so: a render reads it at once. The data a
* page was rendered with on the server (lib/page-payload.ts) enters the page this way, on the
* server and in the browser alike, so both first renders are the same.
*/
function settledWith(value) {
	const promise = Promise.resolve(value);
	promise.status = "fulfilled";
	promise.value = value;
	return promise;
}
// src/lib/public-router.tsx
/**
* The public build's router: the part of react-router's API the public pages and the frame use
* (BrowserRouter, Routes/Route/Outlet, Link, NavLink, the location hooks, Await), in ~2 KB gzip
* instead of react-router's ~12 KB. vite.config.ts puts it in place of `react-router-dom` in the
* public build and the dev server's public pages, and vitest.config.mts in the `web` test project,
* so visitors, the dev server and the page tests run this one router (the admin build keeps
* react-router's data router; a prerender uses the static router below). Decision 0006 has the
* figures.
*
* What it keeps of react-router's behaviour: history entries in react-router's shape
* (`{ usr, key, idx }`), navigations as React transitions (the previous page stays on screen while
* the next one suspends), a link click left to the browser when it would open elsewhere,
* `aria-current="page"` and the `active` class on NavLink, case-insensitive paths. The route table
* is the public one: a layout route with page routes under it, static or `:param` segments and a
* final `*`. A build that imports anything else from `react-router-dom` fails to compile.
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
function currentLocation() {
	const { pathname, search, hash } = window.location;
	const state = window.history.state ?? {};
	return {
		pathname,
		search,
		hash,
		state: state.usr ?? null,
		key: state.key ?? "default"
	};
}
var listener = null;
function notify(action) {
	setFirstView(false);
	const state = {
		action,
		location: currentLocation()
	};
	(0, import_react.startTransition)(() => listener?.(state));
}
function navigate(to, options = {}) {
	const idx = (window.history.state?.idx ?? 0) + (options.replace ? 0 : 1);
	const entry = {
		key: Math.random().toString(36).slice(2, 10),
		idx
	};
	if (options.replace) window.history.replaceState(entry, "", to);
	else window.history.pushState(entry, "", to);
	notify(options.replace ? "REPLACE" : "PUSH");
}
var RouterContext = (0, import_react.createContext)(null);
function useRouter() {
	const state = (0, import_react.useContext)(RouterContext);
	if (!state) throw new Error("useLocation() may be used only inside <BrowserRouter>.");
	return state;
}
/**
* A fixed location, for rendering a page ahead of time (prerendering in Node, where a build that
* resolves react-router-dom to this file has no window); links render, navigation does nothing.
*/
function StaticRouter({ location, children }) {
	const url = new URL(location, "http://localhost");
	const state = {
		action: "POP",
		location: {
			pathname: url.pathname,
			search: url.search,
			hash: url.hash,
			state: null,
			key: "default"
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouterContext, {
		value: state,
		children
	});
}
var useLocation = () => useRouter().location;
var useNavigationType = () => useRouter().action;
var ParamsContext = (0, import_react.createContext)({});
var OutletContext = (0, import_react.createContext)(null);
var useParams = () => (0, import_react.useContext)(ParamsContext);
var Outlet = () => (0, import_react.useContext)(OutletContext);
/** Declares a route for Routes; renders nothing itself. */
function Route(_props) {
	return null;
}
var segments = (path) => path.split("/").filter(Boolean);
/** The params if the pattern's segments match the whole pathname's. */
function matchSegments(pattern, pathname) {
	const params = {};
	for (let i = 0; i < pattern.length; i++) {
		const part = pattern[i];
		if (part === "*") {
			params["*"] = pathname.slice(i).join("/");
			return params;
		}
		const actual = pathname[i];
		if (actual === void 0) return null;
		if (part.startsWith(":")) {
			const decoded = require_decoded_or_null.decodedOrNull(actual);
			if (decoded === null) return null;
			params[part.slice(1)] = decoded;
		} else if (part.toLowerCase() !== actual.toLowerCase()) return null;
	}
	return pattern.length === pathname.length ? params : null;
}
/** react-router's `matchPath` for a string pattern: the params, or null when it does not match. */
function matchPath(pattern, pathname) {
	const params = matchSegments(segments(pattern), segments(pathname));
	return params && { params };
}
var routesOf = (children) => import_react.Children.toArray(children).filter((child) => (0, import_react.isValidElement)(child));
/** The first route (static or `:param` before `*`) under `parent` whose full path matches. */
function render(routes, base, pathname) {
	const ordered = [...routes.filter((r) => r.props.path !== "*"), ...routes.filter((r) => r.props.path === "*")];
	for (const route of ordered) {
		const { path, index, element, children } = route.props;
		const full = [...base, ...segments(path ?? "")];
		const nested = routesOf(children);
		if (nested.length > 0) {
			const inner = render(nested, full, pathname);
			if (inner !== void 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OutletContext, {
				value: inner,
				children: element
			});
			continue;
		}
		const params = index ? pathname.length === base.length && matchSegments(base, pathname) : matchSegments(full, pathname);
		if (params) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ParamsContext, {
			value: params,
			children: element
		});
	}
}
function Routes({ children }) {
	const { pathname } = useLocation();
	return render(routesOf(children), [], segments(pathname)) ?? null;
}
function Link({ to, reloadDocument, onClick, ...rest }) {
	const location = useLocation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
		...rest,
		href: to,
		onClick: (event) => {
			onClick?.(event);
			const elsewhere = rest.target !== void 0 && rest.target !== "_self";
			const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
			if (event.defaultPrevented || reloadDocument || elsewhere || modified || event.button !== 0) return;
			event.preventDefault();
			navigate(to, { replace: `${location.pathname}${location.search}${location.hash}` === to });
		}
	});
}
/** react-router's NavLink as the menus use it: a class name string, plus `active` while active. */
function NavLink({ end, className, ...rest }) {
	const path = useLocation().pathname.toLowerCase().replace(/(.)\/$/, "$1");
	const target = rest.to.toLowerCase();
	const isActive = path === target || !end && target !== "/" && path.startsWith(`${target}/`);
	const classes = [className, isActive ? "active" : void 0].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		...rest,
		className: classes,
		"aria-current": isActive ? "page" : void 0
	});
}
var AsyncErrorContext = (0, import_react.createContext)(void 0);
var useAsyncError = () => (0, import_react.useContext)(AsyncErrorContext);
var AwaitBoundary = class extends import_react.Component {
	state = {};
	static getDerivedStateFromError(error) {
		return { error };
	}
	render() {
		if (!("error" in this.state)) return this.props.children;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AsyncErrorContext, {
			value: this.state.error,
			children: this.props.errorElement
		});
	}
};
/**
* A promise not settled yet is thrown to the Suspense boundary, which renders again once it
* settles (react-router's Await does the same). React's `use` would do it too in a browser, but a
* component test's render (inside act) is never retried after a `use` outside act, so the page
* tests could not run this router. One already settled and tracked (lib/settled.ts: the public
* pages' records are, from their start) renders its content at once, with no placeholder before it.
*/
function Resolved({ resolve, children }) {
	const outcome = settledOf(track(resolve));
	if (!outcome.settled) throw resolve.then(noop, noop);
	if ("error" in outcome) throw outcome.error;
	return typeof children === "function" ? children(outcome.value) : children;
}
var noop = () => {};
/** A promise's value for `children` (inside the caller's Suspense), or `errorElement` if it fails. */
function Await({ resolve, errorElement = null, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AwaitBoundary, {
		errorElement,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Resolved, {
			resolve,
			children
		})
	});
}
// ../functions/src/model/pages.ts
var PAGES = [
	{
		id: "home",
		path: "/",
		title: "Inicio",
		collection: "carousel",
		alsoLoads: ["noticias", "eventos"],
		menu: {
			in: "top",
			label: "Inicio"
		},
		chunk: "inicio"
	},
	{
		id: "resenahistorica",
		path: "/resenahistorica",
		title: "Reseña histórica",
		collection: "resenahistorica",
		menu: {
			in: "institucion",
			label: "Reseña histórica"
		},
		chunk: "resena"
	},
	{
		id: "horizonte",
		path: "/horizonteinstitucional",
		title: "Horizonte institucional",
		collection: "horizonte",
		menu: {
			in: "institucion",
			label: "Horizonte institucional"
		},
		chunk: "horizonte"
	},
	{
		id: "directivos",
		path: "/directivos",
		title: "Directivos",
		collection: "directivos",
		menu: {
			in: "institucion",
			label: "Directivos"
		},
		chunk: "personal"
	},
	{
		id: "administrativos",
		path: "/administrativos",
		title: "Administrativos",
		collection: "administrativos",
		menu: {
			in: "institucion",
			label: "Administrativos"
		},
		chunk: "personal"
	},
	{
		id: "docentes",
		path: "/docentes",
		title: "Docentes",
		collection: "docentes",
		menu: {
			in: "institucion",
			label: "Docentes"
		},
		chunk: "personal"
	},
	{
		id: "enfoquepedagogico",
		path: "/enfoquepedagogico",
		title: "Enfoque pedagógico",
		collection: "enfoquepedagogico",
		menu: {
			in: "academica",
			label: "Enfoque pedagógico"
		},
		chunk: "enfoque"
	},
	{
		id: "modelopedagogico",
		path: "/modelopedagogico",
		title: "Modelo pedagógico",
		collection: "modelopedagogico",
		menu: {
			in: "academica",
			label: "Modelo pedagógico"
		},
		chunk: "modelo"
	},
	{
		id: "manualconvivencia",
		path: "/manualconvivencia",
		title: "Manual de convivencia",
		collection: "manualconvivencia",
		menu: {
			in: "academica",
			label: "Manual de convivencia"
		},
		chunk: "manual"
	},
	{
		id: "rendicioncuentas",
		path: "/rendicioncuentas",
		title: "Rendición de cuentas",
		collection: "rendicioncuentas",
		menu: {
			in: "administrativa",
			label: "Rendición de cuentas"
		},
		chunk: "rendicion"
	},
	{
		id: "tramiteretiros",
		path: "/tramiteretiros",
		title: "Trámite de retiros",
		collection: "tramiteretiros",
		menu: {
			in: "servicios",
			label: "Trámite de retiros"
		},
		chunk: "retiros"
	},
	{
		id: "protocolobioseguridad",
		path: "/protocolobioseguridad",
		title: "Protocolo de bioseguridad",
		collection: "protocolobioseguridad",
		menu: {
			in: "servicios",
			label: "Protocolo de bioseguridad"
		},
		chunk: "bioseguridad"
	},
	{
		id: "convocatorias",
		path: "/convocatorias",
		title: "Contratos y convocatorias vigentes",
		collection: "convocatorias",
		menu: {
			in: "servicios",
			label: "Contratación"
		},
		chunk: "convocatorias"
	},
	{
		id: "login",
		path: "/login",
		title: "Iniciar sesión",
		menu: {
			in: "servicios",
			label: "Administrar"
		},
		chunk: "login"
	},
	{
		id: "transparencia",
		path: "/transparencia",
		title: "Transparencia y acceso a la información pública",
		collection: "transparencia",
		alsoLoads: ["transparencianotas"],
		menu: {
			in: "top",
			label: "Transparencia",
			highlight: true
		},
		footer: true,
		chunk: "transparencia"
	},
	{
		id: "transparenciacategoria",
		path: "/transparencia/:category",
		title: "Transparencia: categoría",
		collection: "transparencia",
		alsoLoads: ["transparencianotas"],
		sample: "/transparencia/contratacion",
		chunk: "transparencia"
	},
	{
		id: "pqrsd",
		path: "/pqrsd",
		title: "Atención al ciudadano",
		menu: {
			in: "top",
			label: "Atención al ciudadano"
		},
		footer: true,
		query: ["tipo", "asunto"],
		chunk: "pqrsd"
	},
	{
		id: "pqrsdconsulta",
		path: "/pqrsd/consulta",
		title: "Consultar una solicitud",
		query: ["radicado", "codigo"],
		chunk: "pqrsd-consulta"
	},
	{
		id: "contacto",
		path: "/contacto",
		title: "Contacto",
		menu: {
			in: "top",
			label: "Contacto"
		},
		chunk: "contacto"
	},
	{
		id: "politicaprivacidad",
		path: "/politica-de-privacidad",
		title: "Política de privacidad y tratamiento de datos personales",
		collection: "politicaprivacidad",
		footer: true,
		chunk: "politicas"
	},
	{
		id: "terminoscondiciones",
		path: "/terminos-y-condiciones",
		title: "Términos y condiciones",
		collection: "terminoscondiciones",
		footer: true,
		chunk: "politicas"
	},
	{
		id: "derechosautor",
		path: "/derechos-de-autor",
		title: "Política de derechos de autor",
		collection: "derechosautor",
		footer: true,
		chunk: "politicas"
	},
	{
		id: "mapadelsitio",
		path: "/mapa-del-sitio",
		title: "Mapa del sitio",
		footer: true,
		chunk: "mapa"
	},
	{
		id: "noticias",
		path: "/noticias",
		title: "Noticias y circulares",
		collection: "noticias",
		menu: {
			in: "top",
			label: "Noticias"
		},
		query: ["tipo", "pagina"],
		chunk: "noticias"
	},
	{
		id: "circulares",
		path: "/circulares",
		title: "Circulares",
		collection: "noticias",
		menu: {
			in: "top",
			label: "Circulares"
		},
		chunk: "circulares"
	},
	{
		id: "noticia",
		path: "/noticias/:slug",
		title: "Noticia",
		collection: "noticias",
		sample: "/noticias/circular-002-reunion-de-padres-de-familia",
		requestTime: true,
		chunk: "noticia"
	},
	{
		id: "eventos",
		path: "/eventos",
		title: "Eventos",
		collection: "eventos",
		menu: {
			in: "top",
			label: "Eventos"
		},
		footer: true,
		chunk: "eventos"
	},
	{
		id: "other",
		path: "/other",
		title: "Contenido en preparación",
		chunk: "otra"
	},
	{
		id: "galeria",
		path: "/galeria",
		title: "Galería de fotos",
		collection: "galerias",
		chunk: "galeria"
	},
	{
		id: "galeriaalbum",
		path: "/galeria/:slug",
		title: "Galería de fotos: álbum",
		collection: "galerias",
		sample: "/galeria/feria-de-la-ciencia-2026",
		requestTime: true,
		chunk: "galeria"
	},
	{
		id: "buscar",
		path: "/buscar",
		title: "Buscar en el sitio",
		query: ["q"],
		chunk: "buscar"
	},
	{
		id: "participa",
		path: "/participa",
		title: "Participa",
		collection: "participa",
		menu: {
			in: "top",
			label: "Participa"
		},
		chunk: "participa"
	},
	{
		id: "participaseccion",
		path: "/participa/:seccion",
		title: "Participa: sección",
		collection: "participa",
		sample: "/participa/consulta",
		chunk: "participa"
	},
	{
		id: "accesibilidad",
		path: "/accesibilidad",
		title: "Declaración de accesibilidad",
		collection: "accesibilidad",
		footer: true,
		footerLabel: "Accesibilidad",
		chunk: "accesibilidad"
	}
];
/**
* Each page's meta description: one or two plain sentences for search results and link previews.
* Apart from PAGES because only the prerender reads them, at build time: a constant the public
* bundle never references is left out of it (0.6 KB gzip on every first visit, measured). Typed
* by page id, so a page added to the registry without its description does not compile.
*/
var PAGE_DESCRIPTIONS = {
	home: "Sitio web institucional: noticias, gestión académica y administrativa, convocatorias y contacto del colegio.",
	resenahistorica: "La historia de la institución educativa: sus orígenes, sus sedes y las personas que la hicieron crecer.",
	horizonte: "Misión, visión, principios y valores que orientan la vida de la institución educativa.",
	directivos: "El equipo directivo de la institución: rectoría y coordinaciones.",
	administrativos: "El personal administrativo de la institución: secretaría, pagaduría y servicios de apoyo.",
	docentes: "Los docentes de la institución, por nivel y área.",
	enfoquepedagogico: "El enfoque pedagógico con el que la institución orienta la enseñanza y el aprendizaje.",
	modelopedagogico: "El modelo pedagógico de la institución y cómo se vive en el aula.",
	manualconvivencia: "El manual de convivencia de la institución: derechos, deberes y acuerdos de la comunidad educativa.",
	rendicioncuentas: "Informes de rendición de cuentas de la gestión de la institución educativa.",
	tramiteretiros: "Cómo solicitar el retiro de un estudiante: requisitos, documentos y pasos del trámite.",
	protocolobioseguridad: "El protocolo de bioseguridad de la institución para el cuidado de la comunidad educativa.",
	convocatorias: "Contratos y convocatorias vigentes de la institución educativa.",
	login: "Ingreso de los administradores del sitio.",
	transparencia: "Transparencia y acceso a la información pública de la institución (Ley 1712 de 2014).",
	transparenciacategoria: "Información pública de la institución por categoría, según la Ley 1712 de 2014.",
	pqrsd: "Peticiones, quejas, reclamos, sugerencias, denuncias y solicitudes de información, con número de radicado y plazo de respuesta.",
	pqrsdconsulta: "Consulte el estado y la respuesta de su petición, queja, reclamo, sugerencia o denuncia con su número de radicado.",
	contacto: "Dirección, teléfonos, correo y formulario de contacto de la institución educativa.",
	politicaprivacidad: "Cómo la institución trata los datos personales de quienes usan este sitio.",
	terminoscondiciones: "Las condiciones de uso de este sitio web.",
	derechosautor: "La política de derechos de autor sobre los contenidos de este sitio.",
	mapadelsitio: "Todas las páginas del sitio web de la institución, en un solo lugar.",
	other: "Esta sección del sitio está en preparación.",
	noticias: "Noticias de la institución y circulares a madres, padres y acudientes.",
	noticia: "Noticia o circular de la institución educativa.",
	circulares: "Las circulares de la institución a madres, padres y acudientes, la más reciente primero, cada una con su PDF.",
	galeria: "Los álbumes de fotos de los actos, ferias y celebraciones de la institución educativa.",
	galeriaalbum: "Un álbum de fotos de la institución educativa.",
	eventos: "El calendario de la institución: reuniones, jornadas y actividades, para agregar al calendario del celular.",
	buscar: "Busque noticias, circulares, eventos, documentos y páginas del sitio de la institución.",
	participa: "Participe en la gestión de la institución: diagnóstico, planeación y presupuesto, consultas, colaboración, rendición de cuentas y control social.",
	participaseccion: "Espacios de participación ciudadana de la institución educativa y sus resultados.",
	accesibilidad: "Cómo la institución cumple las pautas de accesibilidad WCAG 2.1 AA en este sitio, sus limitaciones conocidas y cómo reportar una barrera."
};
/** The pages a menu lists, in menu order. */
function pagesIn(menu) {
	return PAGES.filter((page) => page.menu?.in === menu);
}
/** The pages the footer links to, in registry order. */
function footerPages() {
	return PAGES.filter((page) => page.footer);
}
function pageById(id) {
	return PAGES.find((page) => page.id === id);
}
// src/lib/api-client.ts
/**
* The one way the SPA talks to the function. Errors become ApiError with the server's Spanish
* message (or a Spanish one for network failures), so every screen can show why something failed.
* The mapping of a refusal to an ApiError is `apiErrorOf`, and only here: JSON calls
* (`apiRequest`), file downloads (`apiFetch`) and the admin's XHR uploads all use it.
*/
var BASE = "";
var ApiError = class extends Error {
	status;
	code;
	constructor(status, code, message) {
		super(message);
		this.status = status;
		this.code = code;
	}
};
var NETWORK_ERROR_MESSAGE = "No se pudo conectar con el servidor. Revise su conexión e intente de nuevo; sus cambios no se han perdido.";
/**
* A refusal as the SPA shows it: the server's `{ error, message }` when the body has them (every
* route answers so, docs/api.md), else a generic Spanish message with the status (a proxy's
* error page, an empty body).
*/
function apiErrorOf(status, body) {
	const { error, message } = body !== null && typeof body === "object" ? body : {};
	return new ApiError(status, typeof error === "string" && error ? error : "http-error", typeof message === "string" && message ? message : `El servidor respondió con un error (${status}).`);
}
async function toApiError(res) {
	let body = null;
	try {
		body = await res.json();
	} catch {}
	return apiErrorOf(res.status, body);
}
/**
* The request, answered with a successful Response (its body unread: JSON, a file); a refusal
* throws the ApiError of `apiErrorOf`, a network failure the one of NETWORK_ERROR_MESSAGE.
*/
async function apiFetch(path, options = {}) {
	const headers = { ...options.headers };
	if (options.token) headers.Authorization = `Bearer ${options.token}`;
	let body;
	if (options.body instanceof FormData) body = options.body;
	else if (options.body !== void 0) {
		headers["Content-Type"] = "application/json";
		body = JSON.stringify(options.body);
	}
	let res;
	try {
		res = await fetch(`${BASE}${path}`, {
			method: options.method ?? "GET",
			headers,
			body,
			signal: options.signal,
			cache: options.token ? "no-store" : "default"
		});
	} catch (err) {
		if (err.name === "AbortError") throw err;
		throw new ApiError(0, "network", NETWORK_ERROR_MESSAGE);
	}
	if (!res.ok) throw await toApiError(res);
	return res;
}
/** A JSON call: the parsed answer (undefined for 204). */
async function apiRequest(path, options = {}) {
	const res = await apiFetch(path, options);
	if (res.status === 204) return void 0;
	return await res.json();
}
/** URL of a stored file (image or PDF). */
function mediaUrl(name) {
	return `${BASE}/media/${encodeURIComponent(name)}`;
}
// src/lib/site-settings.ts
/**
* The school's settings (the `sitio` record: name, contact block, links, chat, media, home texts),
* as every public page reads them. They are loaded once per visit, before the first render
* (main.tsx), from a request that index.html preloads in parallel with the JavaScript, so no
* page shows a placeholder name that then changes. A save in the admin pushes the new values here.
*/
var FALLBACK_NAME = "Institución educativa";
/**
* The settings with every field a string: '' where a record lacks it (an older record, a field
* added later), and a neutral name when there is none. If the settings cannot be read at all (the
* function is down) the frame shows that name and no contact block or links rather than wrong
* ones: components hide what is empty.
*/
function withDefaults(record) {
	return new Proxy(record, { get(target, key) {
		const value = typeof key === "string" ? target[key] : void 0;
		if (typeof value === "string" && value.trim() !== "") return value;
		return key === "title" ? FALLBACK_NAME : "";
	} });
}
var current = withDefaults({});
var listeners = /* @__PURE__ */ new Set();
function setSiteSettings(record) {
	current = withDefaults({ ...record ?? {} });
	listeners.forEach((listener) => listener());
}
function getSiteSettings() {
	return current;
}
function subscribe(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
function useSiteSettings() {
	return (0, import_react.useSyncExternalStore)(subscribe, getSiteSettings, getSiteSettings);
}
/** "Página | Colegio", the form of every document title. */
function documentTitle(page, settings = current) {
	return page ? `${page} | ${settings.title}` : settings.title;
}
var TILE_WORDS = [
	"One",
	"Two",
	"Three",
	"Four"
];
/**
* The four tiles of a home section (`tileOneTitle`…, `serviceOneTitle`…), each with its position
* (which keeps its icon or number); a tile the school emptied is left out.
*/
function tilesOf(settings, prefix) {
	return TILE_WORDS.map((word, position) => ({
		position,
		title: settings[`${prefix}${word}Title`],
		text: settings[`${prefix}${word}Text`]
	})).filter((tile) => tile.title || tile.text);
}
/** A long text's paragraphs: a blank line separates them. */
function paragraphs(text) {
	return text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}
// src/components/after-page-load.ts
/**
* After the page's load event, once the browser is idle: when work that must not compete with the
* page's own content (embeds, deferred viewers, late parts' code) may start. A file of its own for
* hydrate-when-near.tsx, which needs nothing else of use-deferred-mount.ts.
*/
var IDLE_TIMEOUT_MS = 2e3;
/**
* Resolves once the page has finished loading and the browser is idle, so third-party embeds
* (video, social feed) never compete with the page's own content for the network or the main
* thread.
*/
function afterPageIsInteractive(run) {
	const requestIdle = window.requestIdleCallback;
	let cancelled = false;
	let cancelScheduled = () => {};
	const schedule = () => {
		if (cancelled) return;
		if (requestIdle) {
			const id = requestIdle(run, { timeout: IDLE_TIMEOUT_MS });
			cancelScheduled = () => window.cancelIdleCallback(id);
		} else {
			const id = window.setTimeout(run, 1);
			cancelScheduled = () => window.clearTimeout(id);
		}
	};
	if (document.readyState === "complete") schedule();
	else window.addEventListener("load", schedule, { once: true });
	return () => {
		cancelled = true;
		window.removeEventListener("load", schedule);
		cancelScheduled();
	};
}
// src/components/hydrate-when-near.tsx
/**
* A part of the first response whose code waits until it is needed (issue 47, decision 0019).
*
* The function renders the whole page, so a part below the fold (the footer, the home page's
* sections under the carousel) is already on screen as HTML: text, links and pictures that work
* without JavaScript. What its code adds is only React's hold on it. `hydrateWhenNear` makes the
* part a chunk of its own that the browser asks for once the page has loaded and the visitor moves
* on it (scrolls, types, touches) with the part near the screen, or as soon as the part takes
* focus or a pointer; until then React leaves the server's HTML in place (a Suspense boundary that
* suspends while hydrating keeps its markup), so nothing moves, and a link followed before it is a
* plain link: the next page comes from the function.
*
* After the first view (a navigation inside the site), the part renders at once like any other.
* On the server the gate is open: the render waits for the chunk (render-page.tsx renders again
* until nothing is pending). The part's CSS is inlined with the page (build/late-parts.ts).
*
* The boundary must not receive an update before it hydrates, or React gives up the server's
* HTML and renders it anew: the wrapper is memoised and, while it waits, keeps its first element.
* A tap inside a waiting part does what the HTML does (a link is followed) but React keeps the
* event from the document's listeners: listeners that must see every tap listen in capture.
*/
/** What a part must be near (in CSS pixels beyond the screen's edge) for its code to be fetched. */
var NEAR = "400px";
/** What a visitor does that may bring a part into use: scrolling, a key, a touch, a click. */
var ENGAGING = [
	"scroll",
	"wheel",
	"keydown",
	"pointerdown",
	"touchstart"
];
/**
* Whether the visitor has scrolled, typed or touched since the page started: a widget hydrated
* late (the PDF frame) comes after that move, so it must not wait for another one.
*/
var visitorEngaged = false;
var hasVisitorEngaged = () => visitorEngaged || typeof window !== "undefined" && window.scrollY > 0;
function hydrateWhenNear(load, className = "late-part") {
	const gate = Promise.resolve();
	let ready = new Promise(() => {});
	const Part = (0, import_react.lazy)(() => {
		ready = gate.then(load).then((component) => ({ default: component }));
		return ready;
	});
	function LatePart(props) {
		const place = (0, import_react.useRef)(null);
		const id = (0, import_react.useId)();
		const [waits] = (0, import_react.useState)(() => false);
		if (!waits);
		const [live, setLive] = (0, import_react.useState)(!waits);
		const [first] = (0, import_react.useState)(() => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Part, { ...props })
		}));
		(0, import_react.useEffect)(() => {
			if (live) return;
			let frame = 0;
			ready.then(() => {
				frame = requestAnimationFrame(() => setTimeout(() => setLive(true)));
			});
			return () => cancelAnimationFrame(frame);
		}, [live]);
		(0, import_react.useEffect)(() => {
			if (!waits) return;
			const wrapper = place.current;
			if (!wrapper || typeof IntersectionObserver === "undefined") return;
			const REACHING = [
				"focusin",
				"pointerover",
				"touchstart"
			];
			const now = (event) => {
				if (event.target instanceof Node && wrapper.contains(event.target));
			};
			for (const type of REACHING) window.addEventListener(type, now, {
				passive: true,
				capture: true
			});
			let observer;
			const observe = () => {
				if (observer) return;
				observer = new IntersectionObserver((entries) => {
					if (entries.some((entry) => entry.isIntersecting));
				}, { rootMargin: NEAR });
				(wrapper.children.length ? [...wrapper.children] : [wrapper]).forEach((target) => observer.observe(target));
			};
			let loaded = false;
			let engaged = window.scrollY > 0 || insideHash(wrapper);
			const engage = () => {
				engaged = true;
				visitorEngaged = true;
				if (loaded) observe();
			};
			for (const type of ENGAGING) window.addEventListener(type, engage, {
				once: true,
				passive: true,
				capture: true
			});
			const cancel = afterPageIsInteractive(() => {
				loaded = true;
				if (engaged) observe();
			});
			gate.then(() => observer?.disconnect());
			return () => {
				cancel();
				for (const type of ENGAGING) window.removeEventListener(type, engage, { capture: true });
				observer?.disconnect();
				for (const type of REACHING) window.removeEventListener(type, now, { capture: true });
			};
		}, [waits]);
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: place,
			id,
			className,
			children: !live ? first : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: null,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Part, { ...props })
			})
		});
	}
	return (0, import_react.memo)(LatePart);
}
/** Whether the address's #fragment names an element inside `wrapper`. */
function insideHash(wrapper) {
	const id = require_decoded_or_null.decodedOrNull(window.location.hash.slice(1));
	const target = id ? document.getElementById(id) : null;
	return !!target && wrapper.contains(target);
}
// src/config/paths.ts
/** Path of each public page, by page id (the registry, functions/src/model/pages.ts). */
var PUBLIC_PATHS = Object.fromEntries(PAGES.map((page) => [page.id, page.path]));
({ ...Object.fromEntries([...PAGES].reverse().flatMap((page) => [page.collection, ...page.alsoLoads ?? []].flatMap((c) => c ? [[c, page.path]] : []))) });
// src/components/icons.tsx
function Svg({ size = 24, children, ...rest }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		width: size,
		height: size,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 2,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		...rest,
		children
	});
}
var ChevronDownIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "m6 9 6 6 6-6" })
});
var MenuIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 6h16M4 12h16M4 18h16" })
});
var CloseIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M18 6 6 18M6 6l12 12" })
});
var ExternalIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" })
});
var PhoneIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" })
});
var MailIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Svg, {
	...p,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
		x: "3",
		y: "5",
		width: "18",
		height: "14",
		rx: "2"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "m3 7 9 6 9-6" })]
});
/** The school's mark (same drawing as the favicon). */
var SchoolMark = ({ size = 48 }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
	width: size,
	height: size,
	viewBox: "0 0 64 64",
	"aria-hidden": "true",
	focusable: "false",
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			width: "64",
			height: "64",
			rx: "12",
			fill: "#0b4f8a"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M32 12 8 24l24 12 24-12zM16 30v12c0 4 8 10 16 10s16-6 16-10V30l-16 8z",
			fill: "#fff"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M52 25v13",
			stroke: "#f2b632",
			strokeWidth: "3",
			strokeLinecap: "round"
		})
	]
});
// ../functions/src/model/stored-names.ts
/** Widths below an original's at which variants are kept (never upscaled). */
var VARIANT_WIDTHS = [
	480,
	960,
	1600
];
/** The variant of an image at a given size and format, for srcset. */
function variantName(storedName, size, format = "webp") {
	return storedName.replace(/(?:-w(?:[0-9]+|full))?\.[a-z]+$/, `-w${size}.${format}`);
}
/** The variant sizes an original `width` px wide has, with their widths in px (for srcset). */
function variantSizes(width) {
	return [...VARIANT_WIDTHS.filter((w) => w < width).map((w) => ({
		size: w,
		width: w
	})), {
		size: "full",
		width
	}];
}
// ../functions/src/model/phone.ts
/**
* Phone numbers as people write them. Its own module because every page's footer turns the
* school's phones into links, while the other format helpers are needed only by the home page and
* the admin: a small module keeps the rest out of the entry chunk.
*/
/** The digits a phone dials (with a leading + kept), or null when it is not a dialable number. */
function dialable(value) {
	const v = value.trim();
	if (!/^\+?[0-9 ().-]+$/.test(v)) return null;
	const digits = v.replace(/[^0-9]/g, "");
	if (digits.length < 7 || digits.length > 15) return null;
	return v.startsWith("+") ? `+${digits}` : digits;
}
/** `tel:` link of a phone number as people write it ("(604) 444 1234" → "tel:6044441234"). */
function telHref(phone) {
	return `tel:${dialable(phone) ?? phone.replace(/\s/g, "")}`;
}
// src/components/use-page-title.ts
/**
* Sets document.title for the current page (WCAG 2.4.2): every route names itself, so tabs,
* history and screen readers say where the visitor is. A layout effect, so the title changes in
* the same commit as the page it names: a passive effect ran after the browser had painted the
* new page, and anything reading the title as soon as the page was there got the last page's.
*/
function usePageTitle(page) {
	const settings = useSiteSettings();
	(0, import_react.useLayoutEffect)(() => {
		document.title = documentTitle(page, settings);
	}, [page, settings]);
}
Object.defineProperty(exports, "ApiError", {
	enumerable: true,
	get: function() {
		return ApiError;
	}
});
Object.defineProperty(exports, "Await", {
	enumerable: true,
	get: function() {
		return Await;
	}
});
Object.defineProperty(exports, "ChevronDownIcon", {
	enumerable: true,
	get: function() {
		return ChevronDownIcon;
	}
});
Object.defineProperty(exports, "CloseIcon", {
	enumerable: true,
	get: function() {
		return CloseIcon;
	}
});
Object.defineProperty(exports, "ExternalIcon", {
	enumerable: true,
	get: function() {
		return ExternalIcon;
	}
});
Object.defineProperty(exports, "Link", {
	enumerable: true,
	get: function() {
		return Link;
	}
});
Object.defineProperty(exports, "MailIcon", {
	enumerable: true,
	get: function() {
		return MailIcon;
	}
});
Object.defineProperty(exports, "MenuIcon", {
	enumerable: true,
	get: function() {
		return MenuIcon;
	}
});
Object.defineProperty(exports, "NavLink", {
	enumerable: true,
	get: function() {
		return NavLink;
	}
});
Object.defineProperty(exports, "Outlet", {
	enumerable: true,
	get: function() {
		return Outlet;
	}
});
Object.defineProperty(exports, "PAGES", {
	enumerable: true,
	get: function() {
		return PAGES;
	}
});
Object.defineProperty(exports, "PAGE_DESCRIPTIONS", {
	enumerable: true,
	get: function() {
		return PAGE_DESCRIPTIONS;
	}
});
Object.defineProperty(exports, "PUBLIC_PATHS", {
	enumerable: true,
	get: function() {
		return PUBLIC_PATHS;
	}
});
Object.defineProperty(exports, "PhoneIcon", {
	enumerable: true,
	get: function() {
		return PhoneIcon;
	}
});
Object.defineProperty(exports, "Route", {
	enumerable: true,
	get: function() {
		return Route;
	}
});
Object.defineProperty(exports, "Routes", {
	enumerable: true,
	get: function() {
		return Routes;
	}
});
Object.defineProperty(exports, "SchoolMark", {
	enumerable: true,
	get: function() {
		return SchoolMark;
	}
});
Object.defineProperty(exports, "StaticRouter", {
	enumerable: true,
	get: function() {
		return StaticRouter;
	}
});
Object.defineProperty(exports, "Svg", {
	enumerable: true,
	get: function() {
		return Svg;
	}
});
Object.defineProperty(exports, "VARIANT_WIDTHS", {
	enumerable: true,
	get: function() {
		return VARIANT_WIDTHS;
	}
});
Object.defineProperty(exports, "afterPageIsInteractive", {
	enumerable: true,
	get: function() {
		return afterPageIsInteractive;
	}
});
Object.defineProperty(exports, "apiRequest", {
	enumerable: true,
	get: function() {
		return apiRequest;
	}
});
Object.defineProperty(exports, "dialable", {
	enumerable: true,
	get: function() {
		return dialable;
	}
});
Object.defineProperty(exports, "footerPages", {
	enumerable: true,
	get: function() {
		return footerPages;
	}
});
Object.defineProperty(exports, "getSiteSettings", {
	enumerable: true,
	get: function() {
		return getSiteSettings;
	}
});
Object.defineProperty(exports, "hasVisitorEngaged", {
	enumerable: true,
	get: function() {
		return hasVisitorEngaged;
	}
});
Object.defineProperty(exports, "hydrateWhenNear", {
	enumerable: true,
	get: function() {
		return hydrateWhenNear;
	}
});
Object.defineProperty(exports, "matchPath", {
	enumerable: true,
	get: function() {
		return matchPath;
	}
});
Object.defineProperty(exports, "mediaUrl", {
	enumerable: true,
	get: function() {
		return mediaUrl;
	}
});
Object.defineProperty(exports, "pageById", {
	enumerable: true,
	get: function() {
		return pageById;
	}
});
Object.defineProperty(exports, "pagesIn", {
	enumerable: true,
	get: function() {
		return pagesIn;
	}
});
Object.defineProperty(exports, "paragraphs", {
	enumerable: true,
	get: function() {
		return paragraphs;
	}
});
Object.defineProperty(exports, "setFirstView", {
	enumerable: true,
	get: function() {
		return setFirstView;
	}
});
Object.defineProperty(exports, "setSiteSettings", {
	enumerable: true,
	get: function() {
		return setSiteSettings;
	}
});
Object.defineProperty(exports, "settledOf", {
	enumerable: true,
	get: function() {
		return settledOf;
	}
});
Object.defineProperty(exports, "settledWith", {
	enumerable: true,
	get: function() {
		return settledWith;
	}
});
Object.defineProperty(exports, "telHref", {
	enumerable: true,
	get: function() {
		return telHref;
	}
});
Object.defineProperty(exports, "tilesOf", {
	enumerable: true,
	get: function() {
		return tilesOf;
	}
});
Object.defineProperty(exports, "track", {
	enumerable: true,
	get: function() {
		return track;
	}
});
Object.defineProperty(exports, "useAsyncError", {
	enumerable: true,
	get: function() {
		return useAsyncError;
	}
});
Object.defineProperty(exports, "useLocation", {
	enumerable: true,
	get: function() {
		return useLocation;
	}
});
Object.defineProperty(exports, "useNavigationType", {
	enumerable: true,
	get: function() {
		return useNavigationType;
	}
});
Object.defineProperty(exports, "usePageTitle", {
	enumerable: true,
	get: function() {
		return usePageTitle;
	}
});
Object.defineProperty(exports, "useParams", {
	enumerable: true,
	get: function() {
		return useParams;
	}
});
Object.defineProperty(exports, "useSiteSettings", {
	enumerable: true,
	get: function() {
		return useSiteSettings;
	}
});
Object.defineProperty(exports, "variantName", {
	enumerable: true,
	get: function() {
		return variantName;
	}
});
Object.defineProperty(exports, "variantSizes", {
	enumerable: true,
	get: function() {
		return variantSizes;
	}
});
