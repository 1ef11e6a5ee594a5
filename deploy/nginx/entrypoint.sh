#!/bin/sh
# Fills in deploy/nginx.conf from the NGINX_* environment (only those: nginx's own $variables stay),
# checks it, and runs nginx in the foreground. scripts/nginx-config.ts does the same for the tests.
set -eu
: "${NGINX_SERVER_NAME:?set NGINX_SERVER_NAME to the shop's host name(s), e.g. shop.example.com; any other Host is refused}"
vars=$(env | sed -n 's/^\(NGINX_[A-Z_]*\)=.*/${\1}/p' | tr '\n' ' ')
envsubst "$vars" < /etc/nginx/storefront/nginx.conf.template > /etc/nginx/storefront/nginx.conf
nginx -t -q -c /etc/nginx/storefront/nginx.conf
exec nginx -c /etc/nginx/storefront/nginx.conf -g 'daemon off;'
