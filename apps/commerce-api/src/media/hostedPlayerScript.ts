// The sandbox's hosted video player: a small script the storefront's video block loads (once per page) when the
// hosted-player flag is on, standing in for a video platform's player the way the payment sandbox stands in for a
// payment provider. It takes over the block's own <video>: marks it with the asset id and, from its chapters track,
// adds a list of chapter buttons that jump to each chapter, named by the track's label. Captions and transcripts stay the block's markup.

/** The player script served at `GET /media/player.js`; it defines `window.SwitchbackHostedPlayer`. */
export const HOSTED_PLAYER_SCRIPT = `(function () {
  'use strict';
  function clock(seconds) {
    var minutes = Math.floor(seconds / 60);
    var rest = Math.floor(seconds % 60);
    return minutes + ':' + (rest < 10 ? '0' : '') + rest;
  }
  window.SwitchbackHostedPlayer = {
    version: '1',
    attach: function (video, asset) {
      var nav = null;
      var element = video.querySelector('track[kind="chapters"]');
      var track = element ? element.track : null;
      video.setAttribute('data-hosted-asset', String(asset && asset.assetId));
      function build() {
        if (nav || !track || !track.cues || track.cues.length === 0) return;
        nav = document.createElement('nav');
        nav.className = 'sb-hosted-player__chapters';
        // Named as the page names its chapters track (in the page's language), else in English.
        nav.setAttribute('aria-label', (element.label || '').trim() || 'Chapters');
        var list = document.createElement('ol');
        Array.prototype.forEach.call(track.cues, function (cue) {
          var item = document.createElement('li');
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = cue.text + ' (' + clock(cue.startTime) + ')';
          button.addEventListener('click', function () {
            video.currentTime = cue.startTime;
            var playing = video.play();
            if (playing && playing.catch) playing.catch(function () {});
          });
          item.appendChild(button);
          list.appendChild(item);
        });
        nav.appendChild(list);
        video.insertAdjacentElement('afterend', nav);
      }
      if (track) {
        // Hidden, not disabled: the browser loads the cues without drawing them over the picture.
        track.mode = 'hidden';
        element.addEventListener('load', build);
        build();
      }
      return {
        detach: function () {
          if (element) element.removeEventListener('load', build);
          if (nav) nav.remove();
          nav = null;
          video.removeAttribute('data-hosted-asset');
        },
      };
    },
  };
})();
`;
