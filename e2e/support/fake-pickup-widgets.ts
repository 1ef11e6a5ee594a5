// Fake pick-up point widgets on a loopback origin, for the checkout's point pickers (the machine has no
// internet). Each behaves like the vendor's as Heseya's storefront uses it:
// - the parcel-locker network's Geowidget v4: a script that defines `easyPack.init(config)` and
//   `easyPack.mapWidget(elementId, callback)`; the map lists the lockers it fetches from its own origin
//   (as the real one fetches its points API) and calls back with the chosen machine (name, address,
//   address_details);
// - the courier-point map: a script that defines `new Furgonetka.Map({ courierServices, callback,
//   closeModalCallback }).show()`, which opens its own modal of the service's points and calls back
//   with `{ point: { code, name, type } }`.
// Every request is recorded; `failing` makes the scripts answer 503.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const LOCKERS = [
  {
    name: 'GDA01M',
    type: ['parcel_locker'],
    address: { line1: 'Grunwaldzka 5', line2: '80-174 Gdańsk' },
    address_details: { street: 'Grunwaldzka', building_number: '5', flat_number: null, post_code: '80-174', city: 'Gdańsk', province: 'pomorskie' },
    location_description: 'Przy sklepie spożywczym',
  },
  {
    name: 'KRA12M',
    type: ['parcel_locker'],
    address: { line1: 'Długa 4', line2: '30-137 Kraków' },
    address_details: { street: 'Długa', building_number: '4', flat_number: null, post_code: '30-137', city: 'Kraków', province: 'małopolskie' },
    location_description: 'Obok apteki',
  },
];

export const COURIER_POINTS: Record<string, { code: string; name: string; type: string }[]> = {
  dpd: [
    { code: 'PL11033', name: 'Żabka, ul. Długa 4, 30-137 Kraków', type: 'dpd' },
    { code: 'PL11034', name: 'Kiosk Ruch, ul. Karmelicka 10, 31-128 Kraków', type: 'dpd' },
  ],
  dhl: [
    { code: 'DHL-POP-2051', name: 'Orlen, ul. Legnicka 12, 54-203 Wrocław', type: 'dhl' },
    { code: 'DHL-POP-2052', name: 'Sklep Lewiatan, ul. Świdnicka 13, 50-066 Wrocław', type: 'dhl' },
  ],
};

const EASYPACK = (origin: string) => `(function () {
  window.easyPack = {
    init: function (config) { window.easyPack.config = config; },
    mapWidget: function (id, callback) {
      var element = document.getElementById(id);
      var types = (window.easyPack.config && window.easyPack.config.points && window.easyPack.config.points.types) || [];
      fetch(${JSON.stringify(origin)} + '/inpost/points?type=' + types.join(','))
        .then(function (response) { return response.json(); })
        .then(function (machines) {
          var list = document.createElement('ul');
          list.className = 'easypack-list';
          machines.forEach(function (machine) {
            var item = document.createElement('li');
            var choose = document.createElement('button');
            choose.type = 'button';
            choose.textContent = machine.name + ', ' + machine.address.line1 + ', ' + machine.address.line2;
            choose.addEventListener('click', function () { callback(machine); });
            item.appendChild(choose);
            list.appendChild(item);
          });
          element.appendChild(list);
          list.querySelector('button').focus();
        });
    }
  };
})();`;

const FURGONETKA = (origin: string) => `(function () {
  function Map(options) { this.options = options; this.overlay = null; }
  Map.prototype.show = function () {
    var self = this;
    var service = self.options.courierServices[0];
    var overlay = document.createElement('div');
    overlay.className = 'furgonetka-modal';
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Mapa punktów ' + service);
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Zamknij';
    close.addEventListener('click', function () { self.close(); self.options.closeModalCallback(); });
    overlay.appendChild(close);
    document.body.appendChild(overlay);
    self.overlay = overlay;
    fetch(${JSON.stringify(origin)} + '/furgonetka/points?service=' + service)
      .then(function (response) { return response.json(); })
      .then(function (points) {
        points.forEach(function (point) {
          var choose = document.createElement('button');
          choose.type = 'button';
          choose.textContent = point.code + ' ' + point.name;
          choose.addEventListener('click', function () { self.options.callback({ point: point }); self.close(); });
          overlay.appendChild(choose);
        });
        overlay.querySelectorAll('button')[1].focus();
      });
    return this;
  };
  Map.prototype.close = function () { if (this.overlay) this.overlay.remove(); this.overlay = null; };
  window.Furgonetka = { Map: Map };
})();`;

export interface FakePickupWidgets {
  origin: string;
  /** Every request's path and query, in order. */
  requests: string[];
  /** The storefront's configuration for these widgets. */
  env: NodeJS.ProcessEnv;
  /** While true, the widgets' scripts answer 503 (the vendor is down). */
  failing: boolean;
  stop(): Promise<void>;
}

export async function startFakePickupWidgets(): Promise<FakePickupWidgets> {
  const state = { failing: false };
  const requests: string[] = [];
  let origin = '';
  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
    response.end(body);
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    requests.push(url.pathname + url.search);
    const script = (source: string) => (state.failing ? send(response, 503, 'text/plain', 'down') : send(response, 200, 'application/javascript', source));
    switch (url.pathname) {
      case '/inpost/sdk-for-javascript.js':
        return script(EASYPACK(origin));
      case '/inpost/easypack.css':
        return send(response, 200, 'text/css', '.easypack-list { list-style: none; margin: 0; padding: 1rem; display: grid; gap: 0.5rem; }');
      case '/inpost/points':
        return send(response, 200, 'application/json', JSON.stringify(url.searchParams.get('type') === 'parcel_locker' ? LOCKERS : []));
      case '/furgonetka/map.js':
        return script(FURGONETKA(origin));
      case '/furgonetka/points':
        return send(response, 200, 'application/json', JSON.stringify(COURIER_POINTS[url.searchParams.get('service') ?? ''] ?? []));
      default:
        return send(response, 404, 'text/plain', 'not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    env: {
      PARCEL_LOCKER_WIDGET_SCRIPT_URL: `${origin}/inpost/sdk-for-javascript.js`,
      PARCEL_LOCKER_WIDGET_STYLESHEET_URL: `${origin}/inpost/easypack.css`,
      PARCEL_LOCKER_WIDGET_ORIGINS: '',
      COURIER_POINT_WIDGET_SCRIPT_URL: `${origin}/furgonetka/map.js`,
      COURIER_POINT_WIDGET_ORIGINS: '',
    },
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
