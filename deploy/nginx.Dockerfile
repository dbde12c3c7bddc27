# The Oyna nginx image for Kubernetes (deploy/k8s: the edge and the static server). Build context:
# the repository root.
#   docker build -f deploy/nginx.Dockerfile -t oyna/nginx .
# nginxinc/nginx-unprivileged runs as uid 101 and listens above 1024 (8080…), with its pid and
# temp files in /tmp, so that the pods run non-root on a read-only root filesystem (emptyDirs at
# /tmp, /var/cache/nginx and /etc/nginx/conf.d, where the configuration is rendered at start).
# The templates are the same files docker-compose and CI use (nginx/templates); the front-end
# files are NOT in the image: they are served from the release volume.
FROM nginxinc/nginx-unprivileged:1.27-alpine
# Each template in its own folder: the edge renders /etc/oyna/edge through the image's envsubst
# step (NGINX_ENVSUBST_TEMPLATE_DIR), the static server renders the static template once per app.
COPY nginx/templates/edge.conf.template /etc/oyna/edge/default.conf.template
COPY nginx/templates/static.conf.template /etc/oyna/static/static.conf.template
COPY deploy/nginx/30-oyna-static-apps.sh /docker-entrypoint.d/30-oyna-static-apps.sh
