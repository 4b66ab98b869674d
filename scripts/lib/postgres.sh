# A throwaway PostgreSQL on loopback, shared by scripts/with-postgres (one command's lifetime) and
# scripts/cluster (until `down`). Source it, then:
#   pg_throwaway_start WORK PORT [DB]   initdb in WORK/data, start on 127.0.0.1:PORT, create DB
#                                       (default `suite_test`)
#   pg_throwaway_stop WORK         stop it and remove WORK
# Runs as the unprivileged `postgres` user when called as root (PostgreSQL refuses root), so WORK
# must be a directory that user can reach (mktemp under /tmp).

PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)

pg_run_as() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_throwaway_start() {
    local work=$1 port=$2 database=${3:-suite_test}
    [ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL is not installed (run scripts/bootstrap)" >&2; return 1; }
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$work"
    pg_run_as "$PG_BIN/initdb" -D "$work/data" -U suite --auth=trust -E UTF8 --locale=C.UTF-8 >"$work/initdb.log" 2>&1 \
        || { cat "$work/initdb.log" >&2; return 1; }
    # Durability is off (a test database); max_connections is raised because every test server in
    # a parallel run opens a pool of its own, plus the job workers and live listeners.
    pg_run_as "$PG_BIN/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
        -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=1000" \
        start >/dev/null
    pg_run_as "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U suite "$database"
}

pg_throwaway_stop() {
    local work=$1
    [ -d "$work/data" ] && pg_run_as "$PG_BIN/pg_ctl" -D "$work/data" -m fast stop >/dev/null 2>&1
    rm -rf "$work"
}

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
