"""Stand-ins for heavy imports the trainers' attention files pull in but never use on the
code paths run here. Every stub is recorded in STUBS (printed by run_trainers.py)."""
import importlib.machinery, sys, types

STUBS = []


def stub(name, note, **attrs):
    if name in sys.modules:
        return sys.modules[name]
    parent, _, child = name.rpartition(".")
    m = types.ModuleType(name, f"stub: {note}")
    m.__path__ = []
    m.__spec__ = importlib.machinery.ModuleSpec(name, None, is_package=True)
    m.__dict__.update(attrs)
    sys.modules[name] = m
    if parent:
        setattr(sys.modules[parent], child, m)
    STUBS.append(f"{name} ({note})")
    return m


def install_common():
    # sd-scripts library/utils.py: `from torchvision import transforms` at import time (image
    # transforms for datasets; not used by attention). torchvision is not installed.
    stub("torchvision", "not installed; sd-scripts library/utils.py imports torchvision.transforms at top level")
    stub("torchvision.transforms", "same", Compose=None, ToTensor=None, Normalize=None,
         InterpolationMode=type("InterpolationMode", (), {}))
    stub("cv2", "opencv not installed; sd-scripts library/utils.py imports it for image resizing",
         INTER_AREA=3, INTER_LANCZOS4=4, INTER_CUBIC=2, INTER_LINEAR=1, INTER_NEAREST=0)
