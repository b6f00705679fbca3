#!/usr/bin/env bash
# Fetch and build real-world C programs for measuring sparrowpy on real code.
# Gets Debian (bookworm) source packages of bzip2, zlib, gzip, less, openssh,
# apache2, patch, bc, sed, m4, cpio, diffutils, grep, findutils and tar, builds each under Bear to record
# DEST/<tree>/compile_commands.json, and writes DEST/sshc_cc.json: the ssh-client
# subset of openssh's compile database (objects of the Makefile's SSHOBJS +
# LIBSSH_OBJS, plus all of openbsd-compat/), and DEST/httpd_cc.json: the subset
# for apache2's httpd binary (modules.c, buildmark.c and the objects of the
# libtool archives httpd links: server core, event MPM, os/unix and the modules
# --enable-mods-static=few builds in).
# DEST/sed_cc.json, m4_cc.json, cpio_cc.json, diff_cc.json, grep_cc.json, find_cc.json and
# tar_cc.json are each the subset for that one binary.
# The sources and build trees live in DEST (default /work/src), outside the
# repository, and are never committed. Idempotent: a package whose
# compile_commands.json already exists is skipped. Needs root (apt-get).
#   usage: scripts/realprograms.sh [DEST]
set -euo pipefail; shopt -s inherit_errexit
DEST=$(realpath -m "${1:-/work/src}")
mkdir -p "$DEST/.apt-lists/partial" && cd "$DEST"

command -v bear >/dev/null && command -v dpkg-source >/dev/null && [ -e /usr/include/openssl/ssl.h ] &&
  [ -e /usr/include/apr-1.0/apu.h ] && [ -e /usr/include/pcre2.h ] ||
  { apt-get update -q && apt-get install -y -q bear dpkg-dev make gcc autoconf automake \
      libssl-dev zlib1g-dev libncurses-dev libapr1-dev libaprutil1-dev libpcre2-dev; }

# A private apt config with deb-src enabled, so the system's sources stay untouched.
if ls /etc/apt/sources.list.d/*.sources >/dev/null 2>&1; then
  SRC=$DEST/.apt-src.sources
  [ -s "$SRC" ] || sed 's/^Types: *deb *$/Types: deb deb-src/' /etc/apt/sources.list.d/*.sources >"$SRC"
else   # one-line format
  SRC=$DEST/.apt-src.list
  [ -s "$SRC" ] || sed -n 's/^deb /deb-src /p' /etc/apt/sources.list >"$SRC"
fi
AOPT=(-o "Dir::Etc::sourcelist=$SRC" -o Dir::Etc::sourceparts=- -o "Dir::State::Lists=$DEST/.apt-lists")
ls "$DEST"/.apt-lists/*Sources* >/dev/null 2>&1 || apt-get "${AOPT[@]}" update -q

# fetch PKG -> prints the extracted tree's name
fetch() {
  local pkg=$1 tree
  tree=$(ls -d "$pkg"-[0-9]*/ 2>/dev/null | head -1 || true)
  if [ -z "$tree" ]; then
    # The newest version may be missing on a snapshot mirror: try each listed one.
    ls "$pkg"_*.dsc >/dev/null 2>&1 ||
      for v in $(apt-cache "${AOPT[@]}" showsrc "$pkg" | sed -n 's/^Version: //p' | sort -urV); do
        apt-get "${AOPT[@]}" source -q --download-only "$pkg=$v" >&2 && break
        rm -f "$pkg"_*
      done
    dpkg-source -x "$(ls "$pkg"_*.dsc | head -1)" >&2
    tree=$(ls -d "$pkg"-[0-9]*/ | head -1)
  fi
  echo "${tree%/}"
}

# build PKG CONFIGURE-CMD MAKE-ARGS...
build() {
  local pkg=$1 conf=$2; shift 2
  local tree; tree=$(fetch "$pkg")
  if [ -s "$tree/compile_commands.json" ]; then echo "skip $pkg: $DEST/$tree"; return; fi
  ( cd "$tree" && eval "$conf" && bear -- make -j"$(nproc)" "$@" ) >"$DEST/$pkg.log" 2>&1 ||
    { echo "FAILED $pkg, see $DEST/$pkg.log" >&2; exit 1; }
  echo "built $pkg: $DEST/$tree/compile_commands.json"
}

build bzip2 true
build zlib ./configure
build gzip ./configure MAKEINFO=true       # Debian's patch makes doc/ want makeinfo
build less ./configure
build openssh 'autoreconf && ./configure --without-zlib-version-check'
# Debian's reproducible_builds.diff wants BUILD_DATETIME from debian/rules.
build apache2 './configure --enable-mods-static=few --disable-ssl' 'CPPFLAGS=-DBUILD_DATETIME=\"unknown\"'
# patch's tests/ wants automake to regenerate its Makefile.in: only lib/ and src/ are built.
build patch ./configure 'SUBDIRS=lib src'
# bc's autotools outputs are older than their inputs in the tarball (make would rerun automake).
build bc 'touch aclocal.m4 && sleep 1 && touch configure Makefile.in */Makefile.in config.h.in && ./configure' MAKEINFO=true
build sed ./configure MAKEINFO=true
# m4's and cpio's Debian patches touch m4/*.m4 and aclocal.m4 (make would rerun the autotools).
build m4 'touch aclocal.m4 && sleep 1 && touch configure Makefile.in */Makefile.in lib/config.hin && ./configure' MAKEINFO=true
build cpio 'touch aclocal.m4 && sleep 1 && touch configure Makefile.in */Makefile.in config.h.in && ./configure' MAKEINFO=true
build diffutils 'touch aclocal.m4 && sleep 1 && touch configure Makefile.in */Makefile.in lib/config.hin && ./configure' MAKEINFO=true
build grep 'touch aclocal.m4 && sleep 1 && touch configure Makefile.in */Makefile.in config.hin && ./configure' MAKEINFO=true
build findutils 'touch aclocal.m4 && sleep 1 && touch configure Makefile.in */Makefile.in config.h.in && ./configure' MAKEINFO=true
# tar's configure refuses to run as root unless told that is meant.
build tar 'touch aclocal.m4 && sleep 1 && touch configure Makefile.in */Makefile.in config.h.in && FORCE_UNSAFE_CONFIGURE=1 ./configure' MAKEINFO=true

# bc's two programs, each with the library: DEST/bc_cc.json and DEST/dc_cc.json.
BC=$DEST/$(fetch bc)
python3 - "$BC" "$DEST" <<'EOF'
import json, os, sys
tree, dest = sys.argv[1:]
db = json.load(open(os.path.join(tree, "compile_commands.json")))
for prog, other in (("bc", "dc"), ("dc", "bc")):
    sub = [e for e in db if os.path.basename(os.path.dirname(e["file"])) != other]
    json.dump(sub, open(os.path.join(dest, f"{prog}_cc.json"), "w"), indent=1)
    print(f"wrote {dest}/{prog}_cc.json: {len(sub)} entries")
EOF

# One binary's subset of a compile database: DEST/sed_cc.json, m4_cc.json, cpio_cc.json,
# diff_cc.json, grep_cc.json, find_cc.json and tar_cc.json.
# Each is the objects of the Makefile's PROG_OBJECTS (the program's own) and the members
# (`ar t`) of the static libraries in PROG_LDADD, matched with Bear's "output"; `ar t` drops
# the members' subfolders, so these are matched by name anywhere under the library's folder.
#   args: NAME:TREE:MAKEFILE-DIR:VARIABLE-PREFIX:PROGRAM
python3 - "$DEST" "sed:$(fetch sed):.:sed_sed:sed/sed" "m4:$(fetch m4):src:m4:m4" \
  "cpio:$(fetch cpio):src:cpio:cpio" "diff:$(fetch diffutils):src:diff:diff" "grep:$(fetch grep):src:grep:grep" \
  "find:$(fetch findutils):find:find:find" "tar:$(fetch tar):src:tar:tar" <<'EOF'
import json, os, subprocess, sys
dest = sys.argv[1]
for spec in sys.argv[2:]:
    name, tree, sub, var, prog = spec.split(":")
    tree = os.path.join(dest, tree); mdir = os.path.join(tree, sub)
    run = lambda *a, **k: subprocess.run(a, cwd=mdir, text=True, capture_output=True,
                                         check=True, **k).stdout
    mvar = lambda v: run("make", "-s", "--no-print-directory", "-f", "Makefile", "-f", "-", "_p",
                         input=f"_p:\n\t@echo $({var}_{v})\n").split()
    assert os.path.isfile(os.path.join(mdir, prog)), prog
    objs = {os.path.normpath(os.path.join(mdir, o)) for o in mvar("OBJECTS")}
    libs = [lib for lib in mvar("LDADD") if lib.endswith(".a")]
    members = {os.path.normpath(os.path.join(mdir, os.path.dirname(lib))):
               set(run("ar", "t", lib).split()) for lib in libs}
    def linked(e):
        o = os.path.normpath(os.path.join(e["directory"], e["output"]))
        return o in objs or any(o.startswith(d + "/") and os.path.basename(o) in m
                                for d, m in members.items())
    db = json.load(open(os.path.join(tree, "compile_commands.json")))
    sel = [e for e in db if linked(e)]
    assert len(sel) == len(objs) + sum(map(len, members.values())), (name, len(sel))
    out = os.path.join(dest, f"{name}_cc.json")
    json.dump(sel, open(out, "w"), indent=1)
    print(f"wrote {out}: {len(sel)} of {len(db)} entries ({len(objs)} objects + {' '.join(libs)})")
EOF

# ssh-client subset of openssh's compile database.
SSH=$DEST/$(fetch openssh)
python3 - "$SSH" "$DEST/sshc_cc.json" <<'EOF'
import json, os, subprocess, sys
tree, out = sys.argv[1:]
objs = subprocess.run(["make", "-s", "--no-print-directory", "-f", "Makefile", "-f", "-", "_p"],
                      input="_p:\n\t@echo $(SSHOBJS) $(LIBSSH_OBJS)\n", cwd=tree, text=True,
                      capture_output=True, check=True).stdout.split()
srcs = {os.path.join(tree, o[:-2] + ".c") for o in objs}
db = json.load(open(os.path.join(tree, "compile_commands.json")))
sub = [e for e in db if e["file"] in srcs
       or os.path.dirname(e["file"]) == os.path.join(tree, "openbsd-compat")]
json.dump(sub, open(out, "w"), indent=1)
print(f"wrote {out}: {len(sub)} of {len(db)} entries ({len(objs)} SSHOBJS+LIBSSH_OBJS)")
EOF

# httpd subset of apache2's compile database.
HTTPD=$DEST/$(fetch apache2)
python3 - "$HTTPD" "$DEST/httpd_cc.json" <<'EOF'
import json, os, subprocess, sys
tree, out = sys.argv[1:]
run = lambda *a, **k: subprocess.run(a, cwd=tree, text=True, capture_output=True, check=True, **k).stdout
las = run("make", "-s", "--no-print-directory", "-f", "Makefile", "-f", "-", "_p",
          input="_p:\n\t@echo $(PROGRAM_DEPENDENCIES)\n").split()
srcs = {os.path.join(tree, "modules.c"), os.path.join(tree, "server", "buildmark.c")}
for la in las:
    d, lib = os.path.split(la)
    srcs |= {os.path.join(tree, d, o[:-2] + ".c")
             for o in run("ar", "t", os.path.join(d, ".libs", lib[:-3] + ".a")).split()}
db = json.load(open(os.path.join(tree, "compile_commands.json")))
sub = [e for e in db if e["file"] in srcs]
assert len(sub) == len(srcs), sorted(srcs - {e["file"] for e in sub})
json.dump(sub, open(out, "w"), indent=1)
print(f"wrote {out}: {len(sub)} of {len(db)} entries ({len(las)} archives linked into httpd)")
EOF
