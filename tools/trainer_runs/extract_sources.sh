#!/usr/bin/env bash
# Puts the trainers' code that run_trainers.py imports under ./src, from local git mirrors of
# the repositories: MIRROR names a folder holding <owner>+<name>/repo (bare clones; no default). Third-party code: not part of this repository. Files whose blobs a partial
# mirror lacks (large binaries) are skipped.
set -euo pipefail
MIRROR=${MIRROR:?set MIRROR to the folder of the trainers bare clones (<owner>+<name>/repo)}
cd "$(dirname "$0")"
get() {  # repo commit dest paths...
  local repo=$1 commit=$2 dest=$3; shift 3
  local gd="$MIRROR/$repo/repo"
  git --git-dir="$gd" ls-tree -r --name-only "$commit" -- "$@" | while read -r f; do
    mkdir -p "src/$dest/$(dirname "$f")"
    git --git-dir="$gd" show "$commit:$f" > "src/$dest/$f" 2>/dev/null || rm -f "src/$dest/$f"
  done
}
get kohya-ss+sd-scripts 48d368fa sd-scripts library
get kohya-ss+musubi-tuner 30c658c4 musubi-tuner src
get tdrussell+diffusion-pipe 8f83dbf2 diffusion-pipe models utils
get Alpha-VLLM+Lumina-Image-2.0 09362957 dp_sub models
get Tencent-Hunyuan+HunyuanImage-2.1 0c44d1ed dp_sub hyimage
get Tencent+HunyuanVideo c4a9d770 dp_sub hyvideo
get HiDream-ai+HiDream-I1 26586241 dp_sub hi_diffusers
get Comfy-Org+ComfyUI a125cd84 comfy comfy comfy_api comfy_config comfy_execution app utils \
    folder_paths.py latent_preview.py node_helpers.py protocol.py
