package main

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// gzipCache keeps the gzip encoding of each file served, made once per
// version of the file (its size and modification time), so that a large
// module is not compressed again on every request.
type gzipCache struct {
	dir string
	mu  sync.Mutex
	m   map[string]gzipped
}

type gzipped struct {
	mod  time.Time
	size int64
	body []byte
}

func newGzipCache(dir string) *gzipCache {
	return &gzipCache{dir: dir, m: map[string]gzipped{}}
}

// warm compresses every file under the folder now, before any request.
func (c *gzipCache) warm() {
	filepath.WalkDir(c.dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(c.dir, p)
			c.get("/" + filepath.ToSlash(rel))
		}
		return nil
	})
}

// get returns the compressed body of the file at URL path name (a path
// ending in / means its index.html) and its modification time; ok is false
// for folders and missing or unreadable files.
func (c *gzipCache) get(name string) (body []byte, mod time.Time, ok bool) {
	if strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	file := filepath.Join(c.dir, filepath.FromSlash(path.Clean("/"+name)))
	info, err := os.Stat(file)
	if err != nil || !info.Mode().IsRegular() {
		return nil, time.Time{}, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, hit := c.m[file]; hit && e.mod.Equal(info.ModTime()) && e.size == info.Size() {
		return e.body, e.mod, true
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, time.Time{}, false
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(raw)
	zw.Close()
	c.m[file] = gzipped{mod: info.ModTime(), size: info.Size(), body: buf.Bytes()}
	return buf.Bytes(), info.ModTime(), true
}
