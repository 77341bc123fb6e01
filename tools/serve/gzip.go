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
// module is not compressed again on every request. Files compress one
// apart from another: a request waits only for the file it asks for.
type gzipCache struct {
	dir      string
	compress func(file string) ([]byte, error) // reads and compresses a file: gzipFile, or a test's stand-in
	mu       sync.Mutex
	m        map[string]*gzipped
}

// gzipped is one version of a file's compressed body; done is closed once
// body and ok are set.
type gzipped struct {
	mod  time.Time
	size int64
	done chan struct{}
	body []byte
	ok   bool
}

func newGzipCache(dir string) *gzipCache {
	return &gzipCache{dir: dir, compress: gzipFile, m: map[string]*gzipped{}}
}

// warm compresses every file under the folder in the background, one at a
// time (the site has a module per puzzle type: compressing them all at once
// would hold up the one a page asks for), and returns at once. A request
// for a file not yet compressed compresses it without waiting its turn.
func (c *gzipCache) warm() {
	go filepath.WalkDir(c.dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(c.dir, p)
			c.get("/" + filepath.ToSlash(rel))
		}
		return nil
	})
}

// get returns the compressed body of the file at URL path name (a path
// ending in / means its index.html) and its modification time; ok is false
// for folders and missing or unreadable files. While another request or
// warm compresses the same version, get waits for its result.
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
	e := c.m[file]
	if e != nil && e.mod.Equal(info.ModTime()) && e.size == info.Size() {
		c.mu.Unlock()
		<-e.done
		return e.body, e.mod, e.ok
	}
	e = &gzipped{mod: info.ModTime(), size: info.Size(), done: make(chan struct{})}
	c.m[file] = e
	c.mu.Unlock()
	body, err = c.compress(file)
	e.body, e.ok = body, err == nil
	if err != nil {
		c.forget(file, e) // a later request tries again
	}
	close(e.done)
	return e.body, e.mod, e.ok
}

// forget drops e, a failed compression, from the cache unless a newer
// version has replaced it.
func (c *gzipCache) forget(file string, e *gzipped) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m[file] == e {
		delete(c.m, file)
	}
}

// gzipFile returns the contents of file compressed with gzip at its best
// compression.
func gzipFile(file string) ([]byte, error) {
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(raw)
	zw.Close()
	return buf.Bytes(), nil
}
