/*
 * A fork server inside ptxas, loaded with LD_PRELOAD by seam (compiler/src/ptxas/server.rs).
 *
 * Why: a ptxas run on a generated module takes about 16 ms, of which about 6 ms is ptxas
 * setting itself up before it reads its input (loading, argument parsing, its own tables)
 * and about 3 ms more is seam forking its own large process to start it. ptxas reads nothing
 * of its input before it opens it, so its state at that moment depends only on its arguments
 * and environment: one process brought to that point can be forked for every input, and each
 * child goes on exactly as a freshly started ptxas with the same arguments would.
 *
 * How: when ptxas first opens the file named by $SEAM_FORKSERVER_INPUT (through fopen,
 * fopen64 or open), and $SEAM_FORKSERVER_FDS names a request and a reply descriptor, this
 * process becomes the server: it writes "R\n", then for each request line (a folder) forks.
 * The child changes into that folder, sends its standard output and error to ptxas.log
 * there, and returns into ptxas, which opens the input (a relative name) in that folder and
 * compiles as usual. The server writes "P<pid>\n" when the child starts and "S<wait
 * status>\n" when it ends. End of the requests ends the server. The children die with the
 * server and the server with the thread of seam that started it (PR_SET_PDEATHSIG).
 *
 * Without both variables, or once the server has started (in the children), every call goes
 * straight to the C library.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static int started;

typedef FILE *(*fopen_fn)(const char *, const char *);
typedef int (*open_fn)(const char *, int, ...);

static void *next(const char *name) {
    void *f = dlsym(RTLD_NEXT, name);
    if (f == NULL)
        _exit(119);
    return f;
}

static int write_all(int fd, const char *p, size_t n) {
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

static void say(int fd, char tag, long value) {
    char msg[48];
    int n = snprintf(msg, sizeof msg, "%c%ld\n", tag, value);
    if (n <= 0 || write_all(fd, msg, (size_t)n) != 0)
        _exit(120);
}

/* Whether `path` is the input that starts the server (only in the process seam started). */
static int triggers(const char *path) {
    if (started || path == NULL)
        return 0;
    const char *want = getenv("SEAM_FORKSERVER_INPUT");
    return want != NULL && getenv("SEAM_FORKSERVER_FDS") != NULL && strcmp(path, want) == 0;
}

/* Serves requests; returns only in a child, in its folder, with its log as stdout and stderr. */
static void serve(void) {
    started = 1;
    int rq = -1, rp = -1;
    if (sscanf(getenv("SEAM_FORKSERVER_FDS"), "%d,%d", &rq, &rp) != 2 || rq < 0 || rp < 0)
        _exit(121);
    pid_t server = getpid();
    if (write_all(rp, "R\n", 2) != 0)
        _exit(122);
    for (;;) {
        char dir[4096];
        size_t n = 0;
        for (;;) {
            char c;
            ssize_t r = read(rq, &c, 1);
            if (r == 0)
                _exit(0);
            if (r < 0) {
                if (errno == EINTR)
                    continue;
                _exit(123);
            }
            if (c == '\n')
                break;
            if (n + 1 >= sizeof dir)
                _exit(124);
            dir[n++] = c;
        }
        dir[n] = '\0';
        pid_t pid = fork();
        if (pid < 0) {
            say(rp, 'F', errno);
            continue;
        }
        if (pid == 0) {
            prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (getppid() != server)
                _exit(125);
            close(rq);
            close(rp);
            if (chdir(dir) != 0)
                _exit(126);
            int log = ((open_fn)next("open"))("ptxas.log", O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (log < 0 || dup2(log, 1) < 0 || dup2(log, 2) < 0)
                _exit(127);
            close(log);
            return;
        }
        say(rp, 'P', pid);
        int status = 0;
        while (waitpid(pid, &status, 0) < 0) {
            if (errno != EINTR) {
                status = -1;
                break;
            }
        }
        say(rp, 'S', status);
    }
}

FILE *fopen(const char *path, const char *mode) {
    static fopen_fn real;
    if (real == NULL)
        real = (fopen_fn)next("fopen");
    if (triggers(path))
        serve();
    return real(path, mode);
}

FILE *fopen64(const char *path, const char *mode) {
    static fopen_fn real;
    if (real == NULL)
        real = (fopen_fn)next("fopen64");
    if (triggers(path))
        serve();
    return real(path, mode);
}

static mode_t mode_of(int flags, va_list ap) {
    return (flags & O_CREAT) || (flags & __O_TMPFILE) == __O_TMPFILE ? (mode_t)va_arg(ap, int) : 0;
}

int open(const char *path, int flags, ...) {
    static open_fn real;
    if (real == NULL)
        real = (open_fn)next("open");
    va_list ap;
    va_start(ap, flags);
    mode_t mode = mode_of(flags, ap);
    va_end(ap);
    if (triggers(path))
        serve();
    return real(path, flags, mode);
}

int open64(const char *path, int flags, ...) {
    static open_fn real;
    if (real == NULL)
        real = (open_fn)next("open64");
    va_list ap;
    va_start(ap, flags);
    mode_t mode = mode_of(flags, ap);
    va_end(ap);
    if (triggers(path))
        serve();
    return real(path, flags, mode);
}
