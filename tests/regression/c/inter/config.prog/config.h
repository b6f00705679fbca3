/* config.prog: a key=value configuration as a linked list. */
#ifndef CONFIG_H
#define CONFIG_H

struct entry {
    char *key;
    char *value;
    struct entry *next;
};

struct config {
    struct entry *entries;
    int count;
};

int config_parse_line(struct config *cfg, const char *line);
const char *config_get(const struct config *cfg, const char *key);
void config_clear(struct config *cfg);

#endif
