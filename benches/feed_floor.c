/* The feed simulator's lower bound (benches/feed_sim.rs compiles and runs it): the same
 * feed pushes and reads the simulator's store received in one simulated hour, replayed as
 * plainly as C allows, one cache line each, with nothing else; and, for fan-out on read,
 * the same number of feed opens, each reading one random account's entry of an 8-byte
 * table (the simulator reads where the opener's following list starts).
 *
 * The file named by its argument: three little-endian u64 (accounts, extra opens,
 * operations), then one u64 per operation: the account in the high 32 bits (bit 63 set for
 * a read), the post id (or the ids a read takes) in the low 32. Loads it, then prints the
 * nanoseconds the replay took (the loading and the table's first touch not counted). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define INLINE 15

/* One account's feed: a 64-byte line with its newest ids in a ring. */
typedef struct {
    uint32_t n;
    uint32_t ids[INLINE];
} __attribute__((aligned(64))) line;

static uint64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static int read_all(FILE *in, void *to, size_t bytes) {
    char *p = to;
    while (bytes > 0) {
        size_t got = fread(p, 1, bytes, in);
        if (got == 0)
            return -1;
        p += got;
        bytes -= got;
    }
    return 0;
}

int main(int argc, char **argv) {
    FILE *in = argc > 1 ? fopen(argv[1], "rb") : NULL;
    uint64_t head[3];
    if (!in || read_all(in, head, sizeof head) != 0)
        return 2;
    uint64_t users = head[0], opens = head[1], count = head[2];
    uint64_t *ops = malloc(count * sizeof *ops + 8);
    uint64_t *table = calloc(users + 2, sizeof *table);
    line *feeds = aligned_alloc(64, (users + 1) * sizeof(line));
    if (!ops || !table || !feeds || read_all(in, ops, count * sizeof *ops) != 0)
        return 2;
    for (uint64_t i = 0; i < users + 2; i++)
        table[i] = i * 200;
    memset(feeds, 0, (users + 1) * sizeof(line));
    uint64_t sum = 0, x = 0x9E3779B97F4A7C15u;
    uint64_t t = now_ns();
    for (uint64_t i = 0; i < count; i++) {
        uint64_t op = ops[i];
        uint32_t user = (uint32_t)(op >> 32) & 0x7FFFFFFFu, v = (uint32_t)op;
        line *f = &feeds[user];
        if (op >> 63) {
            uint32_t k = v < INLINE ? v : INLINE;
            for (uint32_t j = 0; j < k; j++)
                sum += f->ids[j];
        } else {
            f->ids[f->n % INLINE] = v;
            f->n++;
        }
    }
    for (uint64_t i = 0; i < opens; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        sum += table[1 + x % users];
    }
    uint64_t took = now_ns() - t;
    printf("%llu %llu\n", (unsigned long long)took, (unsigned long long)(sum & 1));
    return 0;
}
