"""
Drives Sublime Music's own Subsonic client code against a running Cadenza, headless.

Sublime Music (a GTK desktop player, Debian package `sublime-music`) talks to
servers through `sublime_music.adapters.subsonic.SubsonicAdapter`: the same
requests, authentication (token + salt) and response parsing (its dataclasses)
that the app runs when a listener browses, plays, scrobbles and edits
playlists. This script calls those methods in the order a listener's session
would, and prints one line per call: what the app asked, the /rest endpoint
and what came back. A call that raises (a response the app cannot parse, an
error code) is printed as FAIL and makes the exit status 1.

Run (docs/subsonic.md, "Apps tried"):
  apt-get install --no-install-recommends sublime-music
  /usr/bin/python3 tests/apps/sublime_music_probe.py http://127.0.0.1:3333 <email> <app password>

The account needs an app password (account settings, "Subsonic apps"); the
catalogue needs at least one artist with an album, and audio for its songs.
"""

import json
import sys
import tempfile
import urllib.parse
import urllib.request
from pathlib import Path

from sublime_music.adapters import AlbumSearchQuery, ConfigurationStore
from sublime_music.adapters.subsonic import SubsonicAdapter

failures = 0


def step(what: str, endpoint: str, call):
    """Runs one adapter call; prints its outcome and returns its answer (None when it failed)."""
    global failures
    try:
        answer = call()
    except Exception as error:  # the app would show this as an error: count it, go on
        failures += 1
        print(f"FAIL  {what:<44} {endpoint:<18} {type(error).__name__}: {error}")
        return None
    print(f"ok    {what:<44} {endpoint:<18} {summary(answer)}")
    return answer


def expect_error(call, prefix: str) -> str:
    try:
        answer = call()
    except RuntimeError as error:
        if str(error).startswith(prefix):
            return str(error)
        raise
    raise AssertionError(f"expected {prefix}, got {answer}")


def summary(answer) -> str:
    if answer is None:
        return "-"
    if isinstance(answer, str):
        return answer
    if isinstance(answer, (list, tuple)):
        return f"{len(answer)} items"
    for field in ("name", "title", "id"):
        if hasattr(answer, field):
            return f"{field}={getattr(answer, field)!r}"
    return type(answer).__name__


def fetch(url: str, headers: dict) -> str:
    """What the app's player and cover cache do with a URI the adapter built: media, or a Subsonic error raised."""
    request = urllib.request.Request(url, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:
        body = response.read()
        kind = response.headers.get("Content-Type", "")
        if kind.startswith("application/json"):
            error = json.loads(body)["subsonic-response"].get("error", {})
            raise RuntimeError(f"Subsonic error {error.get('code')}: {error.get('message')}")
        return f"HTTP {response.status} {kind} {len(body)} bytes"


def downloads_allowed(adapter) -> bool:
    """getUser's downloadRole: the app offers "download" either way, the server decides (a site setting)."""
    # Sublime Music's response classes have no user field: read the JSON as it comes.
    query = urllib.parse.urlencode({**adapter._get_params(), "username": adapter.username})
    with urllib.request.urlopen(f"{adapter._make_url('getUser')}?{query}", timeout=30) as response:
        return bool(json.loads(response.read())["subsonic-response"]["user"]["downloadRole"])


def main(base: str, username: str, app_password: str) -> int:
    config = ConfigurationStore(server_address=base, username=username, verify_cert=False, salt_auth=True)
    config.set_secret("password", app_password)
    adapter = SubsonicAdapter(config, Path(tempfile.mkdtemp()))

    # Connecting: the app pings (and learns the API version) before anything else.
    step("connect (ping, version)", "ping", lambda: adapter._set_ping_status())
    print(f"      server version as the app read it: {adapter._version.value.decode()!r}, online: {adapter.ping_status}")

    artists = step("Artists tab", "getArtists", adapter.get_artists) or []
    step("ignored articles", "getArtists", adapter.get_ignored_articles)
    artist = step("open an artist", "getArtist(+Info2)", lambda: adapter.get_artist(artists[0].id)) if artists else None
    albums = list(artist.albums or []) if artist else []
    album = step("open one of its albums", "getAlbum", lambda: adapter.get_album(albums[0].id)) if albums else None
    songs = list(album.songs or []) if album else []
    song = step("song details", "getSong", lambda: adapter.get_song_details(songs[0].id)) if songs else None

    for kind in (AlbumSearchQuery.Type.NEWEST, AlbumSearchQuery.Type.RANDOM, AlbumSearchQuery.Type.ALPHABETICAL_BY_NAME,
                 AlbumSearchQuery.Type.ALPHABETICAL_BY_ARTIST, AlbumSearchQuery.Type.RECENT, AlbumSearchQuery.Type.FREQUENT,
                 AlbumSearchQuery.Type.STARRED, AlbumSearchQuery.Type.YEAR_RANGE):
        step(f"Albums tab, {kind.name.lower()}", "getAlbumList2", lambda kind=kind: adapter.get_albums(AlbumSearchQuery(kind, year_range=(1900, 2100))))
    genres = step("genres", "getGenres", adapter.get_genres) or []
    if genres:
        step(f"Albums tab, genre {genres[0].name!r}", "getAlbumList2", lambda: adapter.get_albums(AlbumSearchQuery(AlbumSearchQuery.Type.GENRE, genre=genres[0])))

    step("Browse tab (folders)", "getIndexes", lambda: adapter.get_directory("root"))
    step("search 'a'", "search3", lambda: adapter.search("a"))

    if song:
        stream = adapter.get_song_stream_uri(song.id)
        step("play: stream from the start", "stream", lambda: fetch(stream, {}))
        step("play: seek (Range)", "stream", lambda: fetch(stream, {"Range": "bytes=1000-"}))
        download = lambda: fetch(adapter.get_song_file_uri(song.id, ["http"]), {})  # noqa: E731
        if downloads_allowed(adapter):
            step("download for offline", "download", download)
        else:  # the site switched downloads off: the app must get Subsonic's "not authorized" (50), not a file
            step("download refused (site setting)", "download", lambda: expect_error(download, "Subsonic error 50"))
        if song.cover_art:
            step("cover art, 300 px", "getCoverArt", lambda: fetch(adapter.get_cover_art_uri(song.cover_art, "http", 300), {}))
        step("scrobble the song", "scrobble", lambda: adapter.scrobble_song(song))
        step("save the play queue", "savePlayQueue", lambda: adapter.save_play_queue([s.id for s in songs], current_song_index=0, position=None))
        step("restore the play queue", "getPlayQueue", adapter.get_play_queue)

    playlist = step("new playlist", "createPlaylist", lambda: adapter.create_playlist("Probe playlist", songs[:2]))
    step("Playlists tab", "getPlaylists", adapter.get_playlists)
    if playlist:
        step("rename it, keep one song", "updatePlaylist", lambda: adapter.update_playlist(playlist.id, name="Probe playlist, renamed", song_ids=[s.id for s in songs[:1]]))
        step("open it", "getPlaylist", lambda: adapter.get_playlist_details(playlist.id))
        step("delete it", "deletePlaylist", lambda: adapter.delete_playlist(playlist.id))

    print(f"{failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(*sys.argv[1:]))
