// The board widget: painting through BoardRenderer, mouse and keyboard turned into signals.
#include "board/boardview.h"

#include "analysis/currentexplanation.h"
#include "analysis/sharpness.h"
#include "board/boardaccessibility.h"
#include "document/positionmodel.h"
#include "words/wording.h"

#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

BoardView::BoardView(PositionModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    BoardAccessibility::install(); // before anything asks for the board's interface
    setAccessibleName(tr("Board"));
    m_accessibleGeometry = m_model->board().geometry();
    connect(m_model, &PositionModel::analysisChanged, this, [this] {
        updateAccessibleText();
        if (m_hoveredCell >= 0) // what the hovered cell leads to has changed
            emit hoveredCellChanged(m_hoveredCell);
        update();
    });
    connect(m_model->explanation(), &CurrentExplanation::changed, this, [this] {
        if (m_showExplanation)
            update();
    });
    connect(m_model->sharpness(), &Sharpness::changed, this, [this] {
        if (m_showSharpness)
            update();
    });
    updateAccessibleText();
}

QRectF BoardView::boardRect() const
{
    // A few pixels of air so the tray's rounded corners are not clipped.
    return BoardRenderer::boardRect(
        QRectF(rect()).adjusted(4, 4, -4, -4), m_model->board().geometry());
}

QRectF BoardView::cellRect(ttt::Cell cell) const
{
    return BoardRenderer::cellRect(boardRect(), m_model->board().geometry(), cell);
}

int BoardView::cellAt(const QPointF& point) const
{
    return BoardRenderer::cellAt(boardRect(), m_model->board().geometry(), point);
}

void BoardView::setFocusCell(ttt::Cell cell)
{
    if (!m_model->board().geometry().isValidCell(cell) || cell == m_focusCell)
        return;
    m_focusCell = cell;
    // The cell is spoken as it takes the focus; no need to say its text changed.
    m_focusCellText = cellDescription(cell);
    updateAccessibleText();
    update();
    if (hasFocus())
        BoardAccessibility::focusMoved(this, cell);
    emit focusCellChanged(cell);
}

void BoardView::activateCell(ttt::Cell cell)
{
    if (!m_model->board().geometry().isValidCell(cell))
        return;
    setFocusCell(cell);
    emit cellActivated(cell, false);
}

QString BoardView::cellDescription(ttt::Cell cell) const
{
    const ttt::Board& board = m_model->board();
    if (!board.geometry().isValidCell(cell))
        return {};
    // The same conditions as the heatmap's: no answers while it is hidden or in training.
    const std::optional<ttt::Evaluation> evaluation
        = m_showHeatmap && m_model->hasMoveEvaluations() && !m_model->answersHidden()
        ? m_model->moveEvaluation(cell)
        : std::nullopt;
    if (!evaluation || !m_model->sideToMove())
        return Wording::cellDescription(board.geometry(), cell, board.at(cell));
    // A star marks the best moves when not every move is one.
    const ttt::Analysis& analysis = m_model->analysis();
    const bool starred
        = analysis.bestMoves.size() < analysis.moves.size() && m_model->isBestMove(cell);
    return Wording::cellDescription(board.geometry(), cell, board.at(cell), m_model->sideToMove(),
        evaluation, m_model->rules(), starred);
}

void BoardView::setShowLabels(bool show)
{
    if (show == m_showLabels)
        return;
    m_showLabels = show;
    update();
}

void BoardView::setLook(BoardLook look)
{
    if (look == m_look)
        return;
    m_look = look;
    update();
}

bool BoardView::showsStones() const
{
    return BoardRenderer::showsStones(m_look, m_model->board().geometry());
}

void BoardView::setShowHeatmap(bool show)
{
    if (show == m_showHeatmap)
        return;
    m_showHeatmap = show;
    if (m_hoveredCell >= 0)
        emit hoveredCellChanged(m_hoveredCell);
    updateAccessibleText();
    update();
}

void BoardView::setShowSymmetry(bool show)
{
    if (show == m_showSymmetry)
        return;
    m_showSymmetry = show;
    update();
}

void BoardView::setShowExplanation(bool show)
{
    if (show == m_showExplanation)
        return;
    m_showExplanation = show;
    update();
}

void BoardView::setShowSharpness(bool show)
{
    if (show == m_showSharpness)
        return;
    m_showSharpness = show;
    update();
}

void BoardView::setDropTarget(bool active)
{
    if (active == m_dropTarget)
        return;
    m_dropTarget = active;
    update();
}

void BoardView::setEngineMove(int cell)
{
    if (cell == m_engineMove)
        return;
    m_engineMove = cell;
    update();
}

BoardPaintOptions BoardView::paintOptions() const
{
    BoardPaintOptions options;
    options.showHeatmap = m_showHeatmap;
    options.stones = showsStones();
    options.showLabels = m_showLabels;
    options.showSymmetry = m_showSymmetry;
    options.hoveredCell = m_hoveredCell;
    options.focusCell = hasFocus() && m_keyboardFocusVisible ? m_focusCell : -1;
    options.dropTarget = m_dropTarget;
    options.showSharpness = m_showSharpness;
    options.engineMove = m_model->board().geometry().isValidCell(m_engineMove) ? m_engineMove : -1;
    if (m_showExplanation)
        options.explanation = &m_model->explanation()->marks();
    return options;
}

QSize BoardView::sizeHint() const
{
    return { 480, 480 };
}

QSize BoardView::minimumSizeHint() const
{
    // Small enough for a small window, large enough that "Lose 8" still reads on a tile with
    // the coordinates beside the board; on gomoku's boards, room enough for a short label
    // ("W~9") or an estimate on each cell: 14 pixels a cell, and the coordinates' band.
    const ttt::Geometry& geometry = m_model->board().geometry();
    const int cells = std::max(geometry.columns(), geometry.rows());
    const int side = std::max(250, cells * 14 + 30);
    return { side, side };
}

bool BoardView::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    // The full wording of a cell's result, however short its label is drawn.
    const auto* help = static_cast<QHelpEvent*>(event);
    const int cell = cellAt(help->pos());
    const std::optional<ttt::Evaluation> evaluation
        = cell >= 0 && m_showHeatmap && !m_model->answersHidden() ? m_model->moveEvaluation(cell)
                                                                  : std::nullopt;
    if (!evaluation || !m_model->sideToMove()) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    QString text = Wording::moveOutcome(
        m_model->board().geometry(), *m_model->sideToMove(), cell, *evaluation, m_model->rules());
    // How sharp the move is, once known: the only move, or the traps a tie sets.
    if (m_model->sharpness()->isOnlyMove(cell))
        text += QLatin1Char('\n') + QString::fromStdString(ttt::onlyMoveText());
    else if (const std::optional<ttt::Traps> traps = m_model->sharpness()->traps(cell))
        text += QLatin1Char('\n') + QString::fromStdString(ttt::trapsText(*traps));
    QToolTip::showText(help->globalPos(), text, this, cellRect(cell).toAlignedRect());
    return true;
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    BoardRenderer::paintBoard(painter, boardRect(), *m_model, palette(), font(), paintOptions());
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    m_pressedCell = cellAt(event->position());
    m_pressedButton = event->button();
    if (m_keyboardFocusVisible) {
        m_keyboardFocusVisible = false;
        update();
    }
    if (m_pressedCell >= 0)
        setFocusCell(m_pressedCell);
    event->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    const int cell = cellAt(event->position());
    const bool sameClick = cell >= 0 && cell == m_pressedCell && event->button() == m_pressedButton;
    m_pressedCell = -1;
    m_pressedButton = Qt::NoButton;
    if (!sameClick)
        return;
    if (event->button() == Qt::LeftButton)
        emit cellActivated(cell, false);
    else if (event->button() == Qt::RightButton)
        emit cellActivated(cell, true);
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    setHoveredCell(cellAt(event->position()));
}

void BoardView::leaveEvent(QEvent* event)
{
    setHoveredCell(-1);
    QWidget::leaveEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    const ttt::Geometry& geometry = m_model->board().geometry();
    if (!geometry.isValidCell(m_focusCell))
        m_focusCell = 0; // the board shrank under it
    const int row = geometry.rowOf(m_focusCell);
    const int column = geometry.columnOf(m_focusCell);
    const auto moveFocus = [this, &geometry](int toRow, int toColumn) {
        if (0 <= toRow && toRow < geometry.rows() && 0 <= toColumn && toColumn < geometry.columns())
            setFocusCell(geometry.cellAt(toRow, toColumn));
    };
    const bool plain
        = !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (!plain) {
        QWidget::keyPressEvent(event);
        return;
    }
    m_keyboardFocusVisible = true;
    switch (event->key()) {
    case Qt::Key_Left:
        moveFocus(row, column - 1);
        break;
    case Qt::Key_Right:
        moveFocus(row, column + 1);
        break;
    case Qt::Key_Up:
        moveFocus(row - 1, column);
        break;
    case Qt::Key_Down:
        moveFocus(row + 1, column);
        break;
    case Qt::Key_Home:
        setFocusCell(geometry.cellAt(row, 0));
        break;
    case Qt::Key_End:
        setFocusCell(geometry.cellAt(row, geometry.columns() - 1));
        break;
    case Qt::Key_X:
        emit markRequested(m_focusCell, ttt::Mark::X);
        break;
    case Qt::Key_O:
        emit markRequested(m_focusCell, ttt::Mark::O);
        break;
    case Qt::Key_Period:
    case Qt::Key_Space:
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
        emit markRequested(m_focusCell, ttt::Mark::Empty);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit cellActivated(m_focusCell, false);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    update();
    event->accept();
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason
        || event->reason() == Qt::ShortcutFocusReason)
        m_keyboardFocusVisible = true;
    update();
    QWidget::focusInEvent(event);
    // After the board's own focus event (QWidget::setFocus sends it after this one), the cell's,
    // so that a screen reader says which cell the keys act on.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (hasFocus() && m_model->board().geometry().isValidCell(m_focusCell))
                BoardAccessibility::focusMoved(this, m_focusCell);
        },
        Qt::QueuedConnection);
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        update();
    if (event->type() == QEvent::LanguageChange) // the words, or the sides' names, changed
        updateAccessibleText();
    QWidget::changeEvent(event);
}

void BoardView::setHoveredCell(int cell)
{
    if (cell == m_hoveredCell)
        return;
    m_hoveredCell = cell;
    update();
    emit hoveredCellChanged(cell);
}

void BoardView::updateAccessibleText()
{
    // The verdict, and the full result of the cell the keyboard is on.
    QString text = Wording::positionVerdict(*m_model);
    const ttt::Geometry& geometry = m_model->board().geometry();
    if (geometry.isValidCell(m_focusCell) && m_model->sideToMove() && !m_model->answersHidden()
        && m_showHeatmap) {
        if (const std::optional<ttt::Evaluation> evaluation = m_model->moveEvaluation(m_focusCell))
            text += QLatin1Char('\n')
                + Wording::moveOutcome(
                    geometry, *m_model->sideToMove(), m_focusCell, *evaluation, m_model->rules());
    }
    setAccessibleDescription(text);

    // The cells: another size is another table. Of the cells' texts only the focus cell's is
    // announced when it changes (a search proves cells many times a second; the others are
    // read when asked for).
    if (geometry != m_accessibleGeometry) {
        m_accessibleGeometry = geometry;
        updateGeometry(); // a bigger board needs more room (minimumSizeHint)
        if (!geometry.isValidCell(m_focusCell))
            m_focusCell = 0;
        BoardAccessibility::cellsChanged(this);
    }
    const QString focusText = cellDescription(m_focusCell);
    if (focusText != m_focusCellText) {
        m_focusCellText = focusText;
        if (hasFocus())
            BoardAccessibility::cellTextChanged(this, m_focusCell);
    }
}
