#!/bin/sh
# Runs in the nginx image before nginx starts (/docker-entrypoint.d/, deploy/nginx.Dockerfile).
# With OYNA_STATIC_APPS set (deploy/k8s/base/static.yaml), renders nginx/templates/
# static.conf.template once per app into /etc/nginx/conf.d: one server per port, serving
# $OYNA_RELEASES_DIR/<app>/current, with $OYNA_RUNTIME_DIR/<app> as its STATIC_RUNTIME_DIR and
# $OYNA_RELEASES_DIR as its STATIC_RELEASES_DIR (/releases/<remote>/<version>/, docs/decisions/012).
#   OYNA_STATIC_APPS="shell:8081:/index.html sports:8082:=404 …"   (name:port:fallback)
set -eu
[ -n "${OYNA_STATIC_APPS:-}" ] || exit 0
out="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}"
template=/etc/oyna/static/static.conf.template
for app in $OYNA_STATIC_APPS; do
  name="${app%%:*}"
  rest="${app#*:}"
  port="${rest%%:*}"
  fallback="${rest#*:}"
  STATIC_LISTEN="$port" \
    STATIC_ROOT="${OYNA_RELEASES_DIR:?}/$name/current" \
    STATIC_FALLBACK="$fallback" \
    STATIC_RUNTIME_DIR="${OYNA_RUNTIME_DIR:?}/$name" \
    STATIC_RELEASES_DIR="$OYNA_RELEASES_DIR" \
    envsubst '${STATIC_LISTEN} ${STATIC_ROOT} ${STATIC_FALLBACK} ${STATIC_RUNTIME_DIR} ${STATIC_RELEASES_DIR}' \
    <"$template" >"$out/static-$name.conf"
  echo "oyna: $name on :$port from $OYNA_RELEASES_DIR/$name/current"
done
